// The posts of fediverse accounts a member follows (kept by federation/ when they cite a DOI or an arXiv id), as
// the Following feed reads them: which accounts, how many posts, and the posts of a page by id.
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database.js";
import { prepared } from "../db/prepared-statements.js";

export interface FediverseCardRow {
  type: "fediverse";
  createdAtMicros: number;
  row: {
    id: number;
    url: string | null;
    content_html: string;
    doi: string | null;
    arxiv: string | null;
    published_at: Date;
    name: string;
    handle: string;
    author_url: string | null;
    avatar: string | null;
  };
}

/** The actor addresses of the accounts the user follows on the fediverse, once their server accepted. */
export const followedActorUris = (userId: number): RawBuilder<unknown> => sql`(
  SELECT following.actor_uri FROM federation_following AS following
  JOIN profiles ON profiles.id = following.profile_id
  WHERE profiles.user_id = ${userId} AND following.status = 'accepted'
)`;

export type FediverseCardStore = ReturnType<typeof fediverseCardStore>;

export function fediverseCardStore(db: Db) {
  return {
    async count(userId: number): Promise<number> {
      const { rows } = await prepared(sql<{ count: string }>`
        SELECT count(*) AS count FROM federation_external_posts WHERE actor_uri IN ${followedActorUris(userId)}
      `).execute(db);
      return Number(rows[0]?.count ?? 0);
    },

    /** The posts by id, each with its author as the user's follow of it describes them. */
    async byIds(userId: number, ids: readonly number[]): Promise<FediverseCardRow[]> {
      if (ids.length === 0) return [];
      const { rows } = await sql<FediverseCardRow["row"] & { micros: string }>`
        SELECT post.id, post.url, post.content_html, post.doi, post.arxiv, post.published_at,
          (extract(epoch FROM post.published_at) * 1000000)::int8 AS micros,
          following.name, following.handle, following.url AS author_url, following.avatar
        FROM federation_external_posts AS post
        JOIN federation_following AS following ON following.actor_uri = post.actor_uri
        JOIN profiles ON profiles.id = following.profile_id AND profiles.user_id = ${userId}
        WHERE post.id = ANY(${`{${ids.join(",")}}`}::int4[])
      `.execute(db);
      return rows.map(({ micros, ...row }) => ({ type: "fediverse", createdAtMicros: Number(micros), row }));
    },
  };
}
