// What NodeInfo reports of the site: the members who federate and the works posted here.
import { POST_TYPES } from "@scholarly/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { postTable } from "../posts/post-kinds.js";

export function federationStore(db: Db) {
  return {
    /** One statement: members with a profile who did not turn federation off, and every kind of post. */
    async counts(): Promise<{ members: number; posts: number }> {
      const posts = POST_TYPES.map((kind) => sql`(SELECT count(*) FROM ${sql.table(postTable(kind))})`);
      const row = await sql<{ members: string; posts: string }>`
        SELECT
          (SELECT count(*) FROM profiles
            WHERE NOT EXISTS (
              SELECT 1 FROM federation_actors AS actor WHERE actor.profile_id = profiles.id AND NOT actor.enabled
            )) AS members,
          ${sql.join(posts, sql` + `)} AS posts
      `.execute(db);
      const counts = row.rows[0];
      return { members: Number(counts?.members ?? 0), posts: Number(counts?.posts ?? 0) };
    },
  };
}
