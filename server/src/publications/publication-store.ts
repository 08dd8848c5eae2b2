// The publications table: a member's uploads and co-authored works, newest first, adding one, DOIs already
// used, and which stored documents are private.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/database.js";
import type { PublicationsTable } from "../db/tables.js";
import { memberPublicationIds } from "./member-publication-ids.js";

export type PublicationRow = Selectable<PublicationsTable>;
export type NewPublication = Insertable<PublicationsTable>;

export type PublicationStore = ReturnType<typeof publicationStore>;

export function publicationStore(db: Db) {
  return {
    insert(publication: NewPublication): Promise<PublicationRow> {
      return db.insertInto("publications").values(publication).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * The member's publications and those naming them as a co-author, newest first; the id breaks ties
     * between rows created together.
     */
    listedBy(userId: number): Promise<PublicationRow[]> {
      return db
        .selectFrom("publications")
        .selectAll()
        .where("id", "in", memberPublicationIds(db, userId))
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
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

    /** Whether the stored file is a publication's private document (media/signed URLs only). */
    async isPrivateDocument(key: string): Promise<boolean> {
      const found = await db
        .selectFrom("publications")
        .select("id")
        .where((eb) =>
          eb.or([
            eb.and([eb("upload_document", "=", key), eb("upload_mode", "=", "private")]),
            eb("private_document", "=", key),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return found !== undefined;
    },
  };
}
