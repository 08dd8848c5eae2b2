// All SQL of the posts kept from followed fediverse accounts (federation_external_posts); the Following feed reads
// them in feed/.
import type { Insertable } from "kysely";
import type { Db } from "../db/database.js";
import type { FederationExternalPostsTable } from "../db/tables.js";

export type ExternalPost = Omit<Insertable<FederationExternalPostsTable>, "id" | "created_at">;

export type ExternalPostStore = ReturnType<typeof externalPostStore>;

export function externalPostStore(db: Db) {
  return {
    /** A Create, or an Update of a post kept or not yet kept; a post keeps the actor that first sent it. */
    async keep(post: ExternalPost): Promise<void> {
      await db
        .insertInto("federation_external_posts")
        .values(post)
        .onConflict((conflict) =>
          conflict
            .column("object_uri")
            .doUpdateSet((row) => ({
              url: row.ref("excluded.url"),
              name: row.ref("excluded.name"),
              summary: row.ref("excluded.summary"),
              content_html: row.ref("excluded.content_html"),
              doi: row.ref("excluded.doi"),
              arxiv: row.ref("excluded.arxiv"),
            }))
            .where("federation_external_posts.actor_uri", "=", post.actor_uri),
        )
        .execute();
    },

    /** Removes the post when `actorUri` sent it; answers whether one was removed. */
    async remove(objectUri: string, actorUri: string): Promise<boolean> {
      const removed = await db
        .deleteFrom("federation_external_posts")
        .where("object_uri", "=", objectUri)
        .where("actor_uri", "=", actorUri)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    /** Forgets the account's posts once nobody here follows it any more. */
    async removeUnfollowed(actorUri: string): Promise<void> {
      await db
        .deleteFrom("federation_external_posts")
        .where("actor_uri", "=", actorUri)
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom("federation_following").select("actor_uri").where("actor_uri", "=", actorUri)),
          ),
        )
        .execute();
    },
  };
}
