// The publication_authors table: each publication's ordered authors, and the works a member co-authored.
import type { PublicationAuthor } from "@scholarly/contract";
import type { Db } from "../db/database.js";

export type PublicationAuthorsStore = ReturnType<typeof publicationAuthorsStore>;

export function publicationAuthorsStore(db: Db) {
  return {
    /** The authors of each publication, in order; a publication without rows is missing from the map. */
    async of(publicationIds: readonly number[]): Promise<Map<number, PublicationAuthor[]>> {
      const byPublication = new Map<number, PublicationAuthor[]>();
      if (publicationIds.length === 0) return byPublication;
      const rows = await db
        .selectFrom("publication_authors")
        .select(["publication_id", "name", "orcid", "profile_id"])
        .where("publication_id", "in", [...new Set(publicationIds)])
        .orderBy("publication_id")
        .orderBy("position")
        .execute();
      for (const { publication_id, ...author } of rows) {
        const authors = byPublication.get(publication_id) ?? [];
        authors.push(author);
        byPublication.set(publication_id, authors);
      }
      return byPublication;
    },

    /** Puts this list in place of the publication's authors. */
    async replace(publicationId: number, authors: readonly PublicationAuthor[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("publication_authors").where("publication_id", "=", publicationId).execute();
        if (authors.length === 0) return;
        await trx
          .insertInto("publication_authors")
          .values(authors.map((author, position) => ({ publication_id: publicationId, position, ...author })))
          .execute();
      });
    },
  };
}
