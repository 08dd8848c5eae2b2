// Real rows of the seeded database the scenarios point at: members to sign in as, posts to open, names to
// search for and a member to follow. Read once before the load starts.

import { createTokenSigner } from "@scholarly/server/accounts/tokens";
import type { Db } from "@scholarly/server/db/database";
import { HEAVY_FOLLOWS } from "@scholarly/server/seed/follows";
import { SURNAMES } from "@scholarly/server/seed/names";
import { SEED_EMAIL_DOMAIN, SEED_PASSWORD } from "@scholarly/server/seed/people";
import { sql } from "kysely";

export interface BenchMember {
  email: string;
  profileId: number;
  authorization: string;
}

export interface Fixtures {
  members: BenchMember[];
  /** Hands out members in turn, one per connection. */
  nextMember(): number;
  password: string;
  publicationIds: number[];
  authorProfileIds: number[];
  names: { common: string; rare: string; misspelt: string };
  followTargetProfileId: number;
  /** Words and a phrase of the seeded posts, for research search: one in most posts, one in few. */
  research: { common: string; rare: string; phrase: string; prefix: string };
  /** A member following about 30 others (the Following feed), as an Authorization header. */
  followerOfThirty: string;
  /** The member following the most others (5,000 with `npm run seed -- --heavy-followers 1`), likewise. */
  heaviestFollower: string;
  dataset: Record<string, number>;
}

/**
 * From the seed's vocabulary (server/scripts/seed/vocabulary.ts): 'results' is in most abstracts, the title
 * subject 'coral reef resilience' in about 1 of 40 publications, and the phrase is one abstract sentence's.
 */
export const RESEARCH_TERMS = {
  common: "results",
  rare: "coral",
  phrase: '"earlier estimates were biased"',
  prefix: "graph neur",
};

/** Swaps two letters in the middle of the first name, as a hurried typist would. */
export function misspell(name: string): string {
  const at = Math.max(1, Math.floor(name.indexOf(" ") / 2));
  const letters = [...name];
  [letters[at], letters[at + 1]] = [letters[at + 1] as string, letters[at] as string];
  return letters.join("");
}

export async function loadFixtures(db: Db, jwtSecret: string, memberCount: number): Promise<Fixtures> {
  const rows = await db
    .selectFrom("users")
    .innerJoin("profiles", "profiles.user_id", "users.id")
    .select(["users.id", "users.email", "profiles.id as profileId", "profiles.name"])
    .where("users.email", "like", `%@${SEED_EMAIL_DOMAIN}`)
    .orderBy("users.id")
    .limit(memberCount + 1)
    .execute();
  // The last one is only followed, never signs in, so no bench member follows itself.
  const target = rows.pop();
  if (!target || rows.length === 0) {
    throw new Error("The database holds no seeded members: run `npm run seed` against it first.");
  }
  const tokens = createTokenSigner(jwtSecret);
  const members = await Promise.all(
    rows.map(async (row) => ({
      email: row.email,
      profileId: row.profileId,
      authorization: `Bearer ${(await tokens.sign(row.id, "access")).token}`,
    })),
  );
  // Seeded follows may already link a bench member to the target; clear them so every follow starts fresh.
  await db
    .deleteFrom("follows")
    .where("followed_profile_id", "=", target.profileId)
    .where(
      "follower_profile_id",
      "in",
      members.map((member) => member.profileId),
    )
    .execute();

  // In id order: without an order, which 500 came back followed the plan, and with it which members' profiles
  // the bench draws (a plan that reached prolific members first made the profile row three times as costly).
  const publications = await sql<{ id: number; profile_id: number }>`
    SELECT p.id, pr.id AS profile_id FROM publications p JOIN profiles pr ON pr.user_id = p.user_id
    WHERE p.id % 97 = 0 ORDER BY p.id LIMIT 500`.execute(db);
  // A member with the least common surname: few profiles resemble them.
  const rareMember = await db
    .selectFrom("profiles")
    .select("name")
    .where("name", "like", `% ${SURNAMES.at(-1)}`)
    .orderBy("id")
    .executeTakeFirst();
  const rare = rareMember?.name ?? target.name;
  const follower = await sql<{ user_id: number }>`
    SELECT profile.user_id FROM follows JOIN profiles AS profile ON profile.id = follows.follower_profile_id
    GROUP BY profile.user_id HAVING count(*) BETWEEN 28 AND 34 LIMIT 1`.execute(db);
  const followerId = follower.rows[0]?.user_id ?? rows[0]?.id ?? 0;
  const followerOfThirty = `Bearer ${(await tokens.sign(followerId, "access")).token}`;
  const heaviest = await sql<{ user_id: number; follows: number }>`
    SELECT profile.user_id, follows.count AS follows FROM (
      SELECT follower_profile_id, count(*)::int AS count FROM follows GROUP BY follower_profile_id
      ORDER BY count(*) DESC LIMIT 1
    ) AS follows JOIN profiles AS profile ON profile.id = follows.follower_profile_id`.execute(db);
  const heaviestRow = heaviest.rows[0];
  if ((heaviestRow?.follows ?? 0) < HEAVY_FOLLOWS) {
    console.warn(
      `[bench] The heaviest follower follows ${heaviestRow?.follows ?? 0} members, not ${HEAVY_FOLLOWS}: seed with --heavy-followers 1.`,
    );
  }
  const heaviestFollower = `Bearer ${(await tokens.sign(heaviestRow?.user_id ?? followerId, "access")).token}`;
  let turn = 0;
  return {
    members,
    nextMember: () => turn++ % members.length,
    password: SEED_PASSWORD,
    publicationIds: publications.rows.map((row) => row.id),
    authorProfileIds: [...new Set(publications.rows.map((row) => row.profile_id))],
    names: { common: SURNAMES[0] as string, rare, misspelt: misspell(rare) },
    followTargetProfileId: target.profileId,
    research: RESEARCH_TERMS,
    followerOfThirty,
    heaviestFollower,
    dataset: await countRows(db),
  };
}

async function countRows(db: Db): Promise<Record<string, number>> {
  const counts = await sql<Record<string, number>>`
    SELECT (SELECT count(*) FROM users)::int AS users,
      (SELECT count(*) FROM publications)::int AS publications,
      (SELECT count(*) FROM gallery_images)::int AS gallery_images,
      (SELECT count(*) FROM videos)::int AS videos,
      (SELECT count(*) FROM user_codes)::int AS code_snippets,
      (SELECT count(*) FROM follows)::int AS follows`.execute(db);
  const row = counts.rows[0] ?? {};
  const feedItems = ["publications", "gallery_images", "videos", "code_snippets"].reduce(
    (sum, key) => sum + (row[key] ?? 0),
    0,
  );
  return { ...row, feed_items: feedItems };
}

/** The read counters of the bench's posts and their readers of each day in the stats, to compare before and after a run. */
export interface ReadTally {
  reads: number;
  recorded: number;
}

export async function readTally(db: Db, publicationIds: number[]): Promise<ReadTally> {
  const ids = `{${publicationIds.join(",")}}`;
  const { rows } = await sql<ReadTally>`
    SELECT (SELECT coalesce(sum(reads), 0) FROM publications WHERE id = ANY(${ids}::int[]))::int AS reads,
      (SELECT coalesce(sum(unique_readers), 0) FROM post_stats_daily
        WHERE kind = 'publication' AND post_id = ANY(${ids}::int[]))::int AS recorded
  `.execute(db);
  return rows[0] ?? { reads: 0, recorded: 0 };
}
