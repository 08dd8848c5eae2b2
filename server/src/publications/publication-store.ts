// The publications table: a member's uploads, newest first, and adding one.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/database.js";
import type { PublicationsTable } from "../db/tables.js";

export type PublicationRow = Selectable<PublicationsTable>;
export type NewPublication = Insertable<PublicationsTable>;

export type PublicationStore = ReturnType<typeof publicationStore>;

export function publicationStore(db: Db) {
  return {
    insert(publication: NewPublication): Promise<PublicationRow> {
      return db.insertInto("publications").values(publication).returningAll().executeTakeFirstOrThrow();
    },

    /** The member's publications, newest first; the id breaks ties between rows created together. */
    ownedBy(userId: number): Promise<PublicationRow[]> {
      return db
        .selectFrom("publications")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },
  };
}
