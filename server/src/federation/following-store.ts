// All SQL of the fediverse accounts members follow (federation_following).
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/database.js";
import type { FederationFollowingTable } from "../db/tables.js";

export type FollowedAccount = Omit<Selectable<FederationFollowingTable>, "created_at">;
export type NewFollowedAccount = Omit<Insertable<FederationFollowingTable>, "created_at" | "status">;

const COLUMNS = [
  "profile_id",
  "actor_uri",
  "inbox_uri",
  "shared_inbox_uri",
  "name",
  "handle",
  "avatar",
  "url",
  "status",
  "follow_uri",
] as const;

export type FollowingStore = ReturnType<typeof followingStore>;

export function followingStore(db: Db) {
  return {
    one(profileId: number, actorUri: string): Promise<FollowedAccount | undefined> {
      return db
        .selectFrom("federation_following")
        .select(COLUMNS)
        .where("profile_id", "=", profileId)
        .where("actor_uri", "=", actorUri)
        .executeTakeFirst();
    },

    /** Newest first. */
    ofProfile(profileId: number): Promise<FollowedAccount[]> {
      return db
        .selectFrom("federation_following")
        .select(COLUMNS)
        .where("profile_id", "=", profileId)
        .orderBy("created_at", "desc")
        .orderBy("actor_uri")
        .execute();
    },

    /** Keeps a new follow as pending; answers undefined when the member already follows the account. */
    async add(account: NewFollowedAccount): Promise<FollowedAccount | undefined> {
      return db
        .insertInto("federation_following")
        .values({ ...account, status: "pending" })
        .onConflict((conflict) => conflict.columns(["profile_id", "actor_uri"]).doNothing())
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    /** The account's server accepted our Follow; only the account itself may say so. */
    async accept(followUri: string, actorUri: string): Promise<boolean> {
      const updated = await db
        .updateTable("federation_following")
        .set({ status: "accepted" })
        .where("follow_uri", "=", followUri)
        .where("actor_uri", "=", actorUri)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },

    /** Removes the follow our Follow `followUri` made (the account rejected it); answers its profile. */
    async removeByFollow(followUri: string, actorUri: string): Promise<number | undefined> {
      const removed = await db
        .deleteFrom("federation_following")
        .where("follow_uri", "=", followUri)
        .where("actor_uri", "=", actorUri)
        .returning("profile_id")
        .executeTakeFirst();
      return removed?.profile_id;
    },

    async remove(profileId: number, actorUri: string): Promise<void> {
      await db
        .deleteFrom("federation_following")
        .where("profile_id", "=", profileId)
        .where("actor_uri", "=", actorUri)
        .execute();
    },

    /** Whether any member here follows the account and was accepted: only then are its posts kept. */
    async isFollowedHere(actorUri: string): Promise<boolean> {
      const row = await db
        .selectFrom("federation_following")
        .select("actor_uri")
        .where("actor_uri", "=", actorUri)
        .where("status", "=", "accepted")
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
