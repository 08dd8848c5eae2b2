// The follows table: who follows whom, by profile id.
import type { Db } from "../db/database.js";

export function followStore(db: Db) {
  return {
    async profileIdOf(userId: number): Promise<number | undefined> {
      const profile = await db.selectFrom("profiles").select("id").where("user_id", "=", userId).executeTakeFirst();
      return profile?.id;
    },

    async profileExists(profileId: number): Promise<boolean> {
      const profile = await db.selectFrom("profiles").select("id").where("id", "=", profileId).executeTakeFirst();
      return profile !== undefined;
    },

    /** The profile ids this profile follows, newest follow first. */
    async followedBy(followerProfileId: number): Promise<number[]> {
      const rows = await db
        .selectFrom("follows")
        .select("followed_profile_id")
        .where("follower_profile_id", "=", followerProfileId)
        .orderBy("created_at", "desc")
        .execute();
      return rows.map((row) => row.followed_profile_id);
    },

    /** Answers false when the follow already existed. */
    async follow(followerProfileId: number, followedProfileId: number): Promise<boolean> {
      const inserted = await db
        .insertInto("follows")
        .values({ follower_profile_id: followerProfileId, followed_profile_id: followedProfileId })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return Boolean(inserted.numInsertedOrUpdatedRows);
    },

    /** Answers false when there was no such follow. */
    async unfollow(followerProfileId: number, followedProfileId: number): Promise<boolean> {
      const removed = await db
        .deleteFrom("follows")
        .where("follower_profile_id", "=", followerProfileId)
        .where("followed_profile_id", "=", followedProfileId)
        .executeTakeFirst();
      return Boolean(removed.numDeletedRows);
    },
  };
}
