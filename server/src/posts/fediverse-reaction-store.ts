// All SQL of likes and boosts (Announce) our works get from the fediverse: one row per actor, kind and work, so
// repeats count once; the inbox writes them (federation/inbox-reactions.ts), a post's detail shows the counts.
import type { PostType } from "@scholarly/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { postTable } from "./post-kinds.js";

export type FediverseReactionKind = "like" | "announce";

export interface FediverseReaction {
  kind: FediverseReactionKind;
  post_kind: PostType;
  post_id: number;
  actor_uri: string;
  activity_uri: string;
}

export interface FediverseReactionCounts {
  fediverse_likes: number;
  fediverse_shares: number;
}

export type FediverseReactionStore = ReturnType<typeof fediverseReactionStore>;

export function fediverseReactionStore(db: Db) {
  return {
    /** Keeps the reaction when the work exists; a repeat (or a retried delivery) keeps the first. */
    async add({ kind, post_kind, post_id, actor_uri, activity_uri }: FediverseReaction): Promise<void> {
      await sql`INSERT INTO federation_reactions (kind, post_kind, post_id, actor_uri, activity_uri)
        SELECT ${kind}, ${post_kind}, post.id, ${actor_uri}, ${activity_uri}
        FROM ${sql.table(postTable(post_kind))} AS post WHERE post.id = ${post_id}
        ON CONFLICT DO NOTHING`.execute(db);
    },

    /** The actor takes back their Like or Announce (named by its id); answers whether there was one. */
    async removeActivity(actorUri: string, activityUri: string): Promise<boolean> {
      const removed = await db
        .deleteFrom("federation_reactions")
        .where("actor_uri", "=", actorUri)
        .where("activity_uri", "=", activityUri)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    async countsOf(postKind: PostType, postId: number): Promise<FediverseReactionCounts> {
      const row = await db
        .selectFrom("federation_reactions")
        .select((eb) => [
          eb.fn.countAll<string>().filterWhere("kind", "=", "like").as("likes"),
          eb.fn.countAll<string>().filterWhere("kind", "=", "announce").as("shares"),
        ])
        .where("post_kind", "=", postKind)
        .where("post_id", "=", postId)
        .executeTakeFirstOrThrow();
      return { fediverse_likes: Number(row.likes), fediverse_shares: Number(row.shares) };
    },
  };
}
