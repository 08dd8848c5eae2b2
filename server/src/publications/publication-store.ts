// The publications table as publishing writes it: adding one, finding one, and DOIs already used.
import type { Insertable } from "kysely";
import type { Db } from "../db/database.js";
import type { PublicationsTable } from "../db/tables.js";
import type { PublicationRow } from "../posts/hydrated-post.js";

export type { PublicationRow };
export type NewPublication = Insertable<PublicationsTable>;

export type PublicationStore = ReturnType<typeof publicationStore>;

export function publicationStore(db: Db) {
  return {
    insert(publication: NewPublication): Promise<PublicationRow> {
      return db.insertInto("publications").values(publication).returningAll().executeTakeFirstOrThrow();
    },

    /** Whether another of the member's own publications has this DOI (stored in its compared form). */
    async doiTaken(userId: number, doi: string, exceptId?: number): Promise<boolean> {
      let query = db
        .selectFrom("publications")
        .select("id")
        .where("user_id", "=", userId)
        .where((eb) => eb(eb.fn("lower", ["doi"]), "=", doi.toLowerCase()));
      if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
      return (await query.limit(1).executeTakeFirst()) !== undefined;
    },

    byId(id: number): Promise<PublicationRow | undefined> {
      return db.selectFrom("publications").selectAll().where("id", "=", id).executeTakeFirst();
    },
  };
}
