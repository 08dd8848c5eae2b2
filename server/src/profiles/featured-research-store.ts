// The featured_publications table: the publications a member features on their profile, in order.
import type { Db } from "../db/database.js";

export type FeaturedResearchStore = ReturnType<typeof featuredResearchStore>;

export function featuredResearchStore(db: Db) {
  return {
    /** The member's featured publication ids, in the chosen order. */
    async of(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom("featured_publications")
        .select("publication_id")
        .where("user_id", "=", userId)
        .orderBy("position")
        .execute();
      return rows.map((row) => row.publication_id);
    },

    /** Replaces the member's choice; answers false, changing nothing, when an id is not one of their publications. */
    save(userId: number, publicationIds: readonly number[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (publicationIds.length > 0) {
          const owned = await trx
            .selectFrom("publications")
            .select("id")
            .where("user_id", "=", userId)
            .where("id", "in", publicationIds)
            .execute();
          if (owned.length !== publicationIds.length) return false;
        }
        await trx.deleteFrom("featured_publications").where("user_id", "=", userId).execute();
        if (publicationIds.length > 0) {
          await trx
            .insertInto("featured_publications")
            .values(publicationIds.map((id, position) => ({ user_id: userId, publication_id: id, position })))
            .execute();
        }
        return true;
      });
    },
  };
}
