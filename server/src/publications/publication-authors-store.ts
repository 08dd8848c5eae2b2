// The publication_authors table: each publication's ordered authors, the members they name (linked once the
// member confirms), and each member's answer to being named.
import type { AuthorshipAction, AuthorshipOutcome, AuthorshipStatus, PublicationAuthor } from "@scholarly/contract";
import type { Db } from "../db/database.js";
import { authorAsSeen } from "../posts/publication-authors.js";

/** An author as stored: a named member's link shows only once they confirm it. */
export interface StoredAuthor extends PublicationAuthor {
  status: AuthorshipStatus;
}

export interface AuthorshipRow {
  publication_id: number;
  title: string;
  status: AuthorshipStatus;
  named_by_id: number;
  named_by_name: string;
}

/** A member named on more works than this sees the newest ones; the list has no pages. */
const MAX_AUTHORSHIPS_LISTED = 1_000;

export type PublicationAuthorsStore = ReturnType<typeof publicationAuthorsStore>;

export function publicationAuthorsStore(db: Db) {
  return {
    /**
     * The authors of each publication, in order, as everyone sees them (authorAsSeen); a publication without
     * rows is missing from the map.
     */
    async of(publicationIds: readonly number[]): Promise<Map<number, PublicationAuthor[]>> {
      const byPublication = new Map<number, PublicationAuthor[]>();
      if (publicationIds.length === 0) return byPublication;
      const rows = await db
        .selectFrom("publication_authors as author")
        .leftJoin("profiles as member", "member.id", "author.profile_id")
        .select(["author.publication_id", "author.name", "author.orcid", "author.profile_id", "author.status"])
        .select("member.orcid as member_orcid")
        .where("author.publication_id", "in", [...new Set(publicationIds)])
        .orderBy("author.publication_id")
        .orderBy("author.position")
        .execute();
      for (const { publication_id, ...author } of rows) {
        byPublication.set(publication_id, [...(byPublication.get(publication_id) ?? []), authorAsSeen(author)]);
      }
      return byPublication;
    },

    /** The publication's authors as stored, links not yet confirmed included. */
    stored(publicationId: number): Promise<StoredAuthor[]> {
      return db
        .selectFrom("publication_authors")
        .select(["name", "orcid", "profile_id", "status"])
        .where("publication_id", "=", publicationId)
        .orderBy("position")
        .execute();
    },

    /** Puts this list in place of the publication's authors. */
    async replace(publicationId: number, authors: readonly StoredAuthor[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("publication_authors").where("publication_id", "=", publicationId).execute();
        if (authors.length === 0) return;
        await trx
          .insertInto("publication_authors")
          .values(authors.map((author, position) => ({ publication_id: publicationId, position, ...author })))
          .execute();
      });
    },

    /** The works other members posted that name this profile, newest first, with who posted each. */
    authorshipsOf(profileId: number): Promise<AuthorshipRow[]> {
      return db
        .selectFrom("publication_authors")
        .innerJoin("publications", "publications.id", "publication_authors.publication_id")
        .innerJoin("profiles as poster", "poster.user_id", "publications.user_id")
        .select([
          "publications.id as publication_id",
          "publications.title",
          "publication_authors.status",
          "poster.id as named_by_id",
          "poster.name as named_by_name",
        ])
        .where("publication_authors.profile_id", "=", profileId)
        .where("poster.id", "!=", profileId)
        .orderBy("publications.created_at", "desc")
        .orderBy("publications.id", "desc")
        .limit(MAX_AUTHORSHIPS_LISTED)
        .execute();
    },

    /**
     * The member's answer: confirming links them; declining or removing leaves their name as plain text.
     * Undefined when the publication does not name them.
     */
    async decide(
      publicationId: number,
      profileId: number,
      action: AuthorshipAction,
    ): Promise<AuthorshipOutcome | undefined> {
      const named = db
        .updateTable("publication_authors")
        .where("publication_id", "=", publicationId)
        .where("profile_id", "=", profileId);
      const changed =
        action === "confirm"
          ? await named.set({ status: "confirmed" }).executeTakeFirst()
          : await named.set({ profile_id: null, status: "pending" }).executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return undefined;
      return action === "confirm" ? "confirmed" : action === "decline" ? "declined" : "removed";
    },
  };
}
