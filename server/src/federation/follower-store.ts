// All SQL of members' followers on other servers.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/database.js";
import type { FederationFollowersTable } from "../db/tables.js";

export type NewFollower = Omit<Insertable<FederationFollowersTable>, "created_at">;

export interface RemoteFollower {
  actorUri: string;
  inboxUri: string;
  sharedInboxUri: string | null;
}

/** A follower as the member's list shows them, and what an Accept or Reject of their Follow needs. */
export type ListedFollower = Pick<
  Selectable<FederationFollowersTable>,
  | "actor_uri"
  | "inbox_uri"
  | "shared_inbox_uri"
  | "follow_uri"
  | "accepted"
  | "name"
  | "handle"
  | "url"
  | "avatar"
  | "created_at"
>;

const LISTED_COLUMNS = [
  "actor_uri",
  "inbox_uri",
  "shared_inbox_uri",
  "follow_uri",
  "accepted",
  "name",
  "handle",
  "url",
  "avatar",
  "created_at",
] as const;

export type FollowerStore = ReturnType<typeof followerStore>;

export function followerStore(db: Db) {
  return {
    /** A repeated Follow (peers retry) refreshes the follower's addresses and keeps the first acceptance. */
    async add(follower: NewFollower): Promise<void> {
      await db
        .insertInto("federation_followers")
        .values(follower)
        .onConflict((conflict) =>
          conflict.columns(["profile_id", "actor_uri"]).doUpdateSet((row) => ({
            inbox_uri: row.ref("excluded.inbox_uri"),
            shared_inbox_uri: row.ref("excluded.shared_inbox_uri"),
            follow_uri: row.ref("excluded.follow_uri"),
            name: row.ref("excluded.name"),
            handle: row.ref("excluded.handle"),
            url: row.ref("excluded.url"),
            avatar: row.ref("excluded.avatar"),
          })),
        )
        .execute();
    },

    /** Answers whether the actor was following (or waiting). */
    async remove(profileId: number, actorUri: string): Promise<boolean> {
      const removed = await db
        .deleteFrom("federation_followers")
        .where("profile_id", "=", profileId)
        .where("actor_uri", "=", actorUri)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    /** Forgets every follower of the member, waiting ones too. */
    async removeAll(profileId: number): Promise<void> {
      await db.deleteFrom("federation_followers").where("profile_id", "=", profileId).execute();
    },

    async acceptedCount(profileId: number): Promise<number> {
      const row = await db
        .selectFrom("federation_followers")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("profile_id", "=", profileId)
        .where("accepted", "=", true)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The accepted followers, newest first. */
    async accepted(profileId: number): Promise<RemoteFollower[]> {
      const rows = await db
        .selectFrom("federation_followers")
        .select(["actor_uri", "inbox_uri", "shared_inbox_uri"])
        .where("profile_id", "=", profileId)
        .where("accepted", "=", true)
        .orderBy("created_at", "desc")
        .execute();
      return rows.map((row) => ({
        actorUri: row.actor_uri,
        inboxUri: row.inbox_uri,
        sharedInboxUri: row.shared_inbox_uri,
      }));
    },

    /** The member's waiting (`accepted` false) or accepted followers, newest first. */
    listed(profileId: number, accepted: boolean): Promise<ListedFollower[]> {
      return db
        .selectFrom("federation_followers")
        .select(LISTED_COLUMNS)
        .where("profile_id", "=", profileId)
        .where("accepted", "=", accepted)
        .orderBy("created_at", "desc")
        .orderBy("actor_uri")
        .execute();
    },

    one(profileId: number, actorUri: string): Promise<ListedFollower | undefined> {
      return db
        .selectFrom("federation_followers")
        .select(LISTED_COLUMNS)
        .where("profile_id", "=", profileId)
        .where("actor_uri", "=", actorUri)
        .executeTakeFirst();
    },

    async accept(profileId: number, actorUri: string): Promise<void> {
      await db
        .updateTable("federation_followers")
        .set({ accepted: true })
        .where("profile_id", "=", profileId)
        .where("actor_uri", "=", actorUri)
        .execute();
    },
  };
}
