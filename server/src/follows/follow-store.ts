// The follows table: who follows whom, by profile id (and how many follow from other fediverse servers).
import type { FollowCounts } from "@scholarly/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.js";

/** A member in a followers or following list. */
export interface FollowPersonRow {
  id: number;
  name: string;
  profile_picture: string | null;
  institution: string;
}

/** Which side of the follows a list shows: the profile's followers, or the profiles it follows. */
export type FollowDirection = "followers" | "following";

const SIDES = {
  followers: { listed: "follower_profile_id", of: "followed_profile_id" },
  following: { listed: "followed_profile_id", of: "follower_profile_id" },
} as const;

export type FollowStore = ReturnType<typeof followStore>;

export function followStore(db: Db) {
  return {
    /** How many members follow the profile, and how many it follows. */
    async followCounts(profileId: number): Promise<FollowCounts> {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom("follows")
            .select((count) => count.fn.countAll<number>().as("n"))
            .where("followed_profile_id", "=", profileId)
            .as("followers_count"),
          eb
            .selectFrom("follows")
            .select((count) => count.fn.countAll<number>().as("n"))
            .where("follower_profile_id", "=", profileId)
            .as("following_count"),
          eb
            .selectFrom("federation_followers")
            .select((count) => count.fn.countAll<number>().as("n"))
            .where("profile_id", "=", profileId)
            .where("accepted", "=", true)
            .as("remote_followers_count"),
        ])
        .executeTakeFirstOrThrow();
      return {
        followers_count: Number(row.followers_count),
        following_count: Number(row.following_count),
        remote_followers_count: Number(row.remote_followers_count),
      };
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

    /**
     * The most-followed members, besides this user and those they follow, most followers first. Only members
     * with at least one follower are counted: grouping the follows walks the followed index once.
     */
    async mostFollowedNotFollowedBy(
      userId: number,
      limit: number,
    ): Promise<(FollowPersonRow & { followers_count: number })[]> {
      const { rows } = await sql<FollowPersonRow & { followers_count: number }>`
        WITH viewer AS (SELECT id FROM profiles WHERE user_id = ${userId})
        SELECT profile.id, profile.name, profile.profile_picture, profile.institution, popular.followers_count
        FROM (
          SELECT followed_profile_id, count(*)::int AS followers_count FROM follows
          WHERE followed_profile_id NOT IN (SELECT id FROM viewer)
            AND followed_profile_id NOT IN (
              SELECT followed_profile_id FROM follows WHERE follower_profile_id IN (SELECT id FROM viewer)
            )
          GROUP BY followed_profile_id
          ORDER BY count(*) DESC, followed_profile_id
          LIMIT ${limit}
        ) AS popular
        JOIN profiles AS profile ON profile.id = popular.followed_profile_id
        ORDER BY popular.followers_count DESC, profile.id
      `.execute(db);
      return rows;
    },

    /** A page of the profile's followers (or of the profiles it follows), newest follow first, and how many in all. */
    async people(
      direction: FollowDirection,
      profileId: number,
      page: { limit: number; offset: number },
    ): Promise<{ people: FollowPersonRow[]; count: number }> {
      const { listed, of } = SIDES[direction];
      const [people, total] = await Promise.all([
        db
          .selectFrom("follows")
          .innerJoin("profiles", "profiles.id", `follows.${listed}`)
          .select(["profiles.id", "profiles.name", "profiles.profile_picture", "profiles.institution"])
          .where(`follows.${of}`, "=", profileId)
          .orderBy("follows.created_at", "desc")
          .orderBy("profiles.id", "desc")
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        db
          .selectFrom("follows")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where(of, "=", profileId)
          .executeTakeFirstOrThrow(),
      ]);
      return { people, count: Number(total.count) };
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
