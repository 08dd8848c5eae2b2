// The publications table: a member's uploads and co-authored works, newest first, adding one, DOIs already
// used, and which stored documents are private.
import { type Insertable, type Selectable, sql } from "kysely";
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

    /**
     * The publication document stored under `key`: whether it is private (media/signed URLs only) and the name
     * it was uploaded under (null when none is kept); undefined when no publication has it.
     */
    async documentOf(key: string): Promise<{ private: boolean; name: string | null } | undefined> {
      const { rows } = await sql<{ private: boolean; name: string | null }>`
        SELECT (upload_document = ${key} AND upload_mode = 'private') OR private_document = ${key} AS private,
          CASE WHEN upload_document = ${key} THEN upload_document_name ELSE private_document_name END AS name
        FROM publications
        WHERE upload_document = ${key} OR private_document = ${key}
        LIMIT 1
      `.execute(db);
      return rows[0];
    },
  };
}
