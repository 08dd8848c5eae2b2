// Fills a migrated database with a generated community: members with profiles and portfolios, their
// posts, and who follows whom. The same seed always writes the same rows.
import { POST_TYPES } from "@scholarly/contract";
import { type Insertable, sql } from "kysely";
import type { Db } from "../../src/db/database.js";
import type { GalleryImagesTable, PublicationsTable, UserCodesTable, VideosTable } from "../../src/db/tables.js";
import { POST_KINDS, postTable } from "../../src/posts/post-kinds.js";
import { insertRows, inTransaction, progress, writeInBatches } from "./batch-writer.js";
import { writeDocumentTexts } from "./document-texts.js";
import { followedBy, followedByHeavy } from "./follows.js";
import { generateMember, type Member, memberEmail } from "./people.js";
import { generatePost, type Post } from "./posts.js";

export interface SeedOptions {
  users: number;
  posts: number;
  seed: number;
  batchSize: number;
  /** How many members (the last ones) follow HEAVY_FOLLOWS others each, for the Following feed at its heaviest. */
  heavyFollowers?: number;
  log: (line: string) => void;
}

export interface SeedSummary {
  users: number;
  posts: number;
  follows: number;
  seconds: number;
}

export class AlreadySeededError extends Error {}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const firstEmail = memberEmail(options.seed, 0);
  const existing = await db.selectFrom("users").select("id").where("email", "=", firstEmail).executeTakeFirst();
  if (existing) {
    throw new AlreadySeededError(`This database already holds seed ${options.seed} (${firstEmail}); use an empty one.`);
  }
  const ids = await writeMembers(db, options);
  await writePosts(db, options, ids.userIds);
  await writeReadTotals(db);
  await writeDocumentTexts(db, options.log);
  const follows = await writeFollows(db, options, ids.profileIds);
  // Fresh rows have no visibility map yet: without VACUUM, counts and index-only scans would visit the heap.
  options.log("VACUUM ANALYZE (visibility map and planner statistics)…");
  await sql`VACUUM ANALYZE`.execute(db);
  return { users: options.users, posts: options.posts, follows, seconds: (Date.now() - started) / 1000 };
}

/** Database ids by member index; posts and follows refer to members through them. */
interface MemberIds {
  userIds: Int32Array;
  profileIds: Int32Array;
}

async function writeMembers(db: Db, options: SeedOptions): Promise<MemberIds> {
  const { users: count, seed } = options;
  const ids: MemberIds = { userIds: new Int32Array(count), profileIds: new Int32Array(count) };
  const shown = progress("members", count, options.log);
  const generate = (start: number, end: number) => {
    const members: Member[] = [];
    for (let index = start; index < end; index++) members.push(generateMember(seed, index, count));
    return { start, members };
  };
  await writeInBatches(count, options.batchSize, generate, ({ start, members }) =>
    inTransaction(db, async (trx) => {
      const users = await trx
        .insertInto("users")
        .values(members.map((member) => member.user))
        .returning(["id", "email"])
        .execute();
      // Matched by e-mail rather than by the order RETURNING happens to use.
      const userIdByEmail = new Map(users.map((user) => [user.email, user.id]));
      const userIds = members.map((member) => userIdByEmail.get(member.user.email) as number);
      const profiles = await trx
        .insertInto("profiles")
        .values(members.map((member, at) => ({ ...member.profile, user_id: userIds[at] as number })))
        .returning(["id", "user_id"])
        .execute();
      const profileIdByUser = new Map(profiles.map((profile) => [profile.user_id, profile.id]));
      userIds.forEach((userId, at) => {
        ids.userIds[start + at] = userId;
        ids.profileIds[start + at] = profileIdByUser.get(userId) as number;
      });
      const owned = <R>(pick: (member: Member) => R[]) =>
        members.flatMap((member, at) => pick(member).map((row) => ({ ...row, user_id: userIds[at] as number })));
      await insertRows(
        trx,
        "personal_portfolios",
        owned((member) => (member.portfolio.cv ? [member.portfolio.cv] : [])),
      );
      await insertRows(
        trx,
        "education",
        owned((member) => member.portfolio.education),
      );
      await insertRows(
        trx,
        "experiences",
        owned((member) => member.portfolio.experiences),
      );
      await insertRows(
        trx,
        "internships",
        owned((member) => member.portfolio.internships),
      );
      await insertRows(
        trx,
        "projects",
        owned((member) => member.portfolio.projects),
      );
      shown.advance(members.length);
    }),
  );
  shown.finish();
  return ids;
}

async function writePosts(db: Db, options: SeedOptions, userIds: Int32Array): Promise<void> {
  const shown = progress("feed items", options.posts, options.log);
  const generate = (start: number, end: number) => {
    const posts: Post[] = [];
    for (let index = start; index < end; index++) posts.push(generatePost(options.seed, index, options.users));
    return posts;
  };
  await writeInBatches(options.posts, options.batchSize, generate, (posts) =>
    inTransaction(db, async (trx) => {
      const rows = sortedByTable(posts, userIds);
      await insertRows(trx, "publications", rows.publications);
      await insertRows(trx, "gallery_images", rows.images);
      await insertRows(trx, "videos", rows.videos);
      await insertRows(trx, "user_codes", rows.codes);
      shown.advance(posts.length);
    }),
  );
  shown.finish();
}

/**
 * The stats' totals of the seeded reads. A post's `reads` is its stats' total, copied onto the post at each read
 * (stats/stats-store.ts): without a total, a post's first new read replaced its seeded count by 1 (the bench's
 * read-count check saw the counters fall by 331,048 over a run).
 */
async function writeReadTotals(db: Db): Promise<void> {
  for (const kind of POST_TYPES) {
    await sql`INSERT INTO post_stats_totals (kind, post_id, owner_user_id, reads)
      SELECT ${kind}, id, ${sql.ref(POST_KINDS[kind].ownerColumn)}, reads FROM ${sql.table(postTable(kind))}
      WHERE reads > 0`.execute(db);
  }
}

function sortedByTable(posts: Post[], userIds: Int32Array) {
  const rows = {
    publications: [] as Insertable<PublicationsTable>[],
    images: [] as Insertable<GalleryImagesTable>[],
    videos: [] as Insertable<VideosTable>[],
    codes: [] as Insertable<UserCodesTable>[],
  };
  for (const post of posts) {
    const user_id = userIds[post.author] as number;
    if (post.kind === "publication") rows.publications.push({ ...post.row, user_id });
    else if (post.kind === "image") rows.images.push({ ...post.row, user_id });
    else if (post.kind === "video") rows.videos.push({ ...post.row, user_id });
    else rows.codes.push({ ...post.row, user_id });
  }
  return rows;
}

async function writeFollows(db: Db, options: SeedOptions, profileIds: Int32Array): Promise<number> {
  const shown = progress("followers", options.users, options.log);
  let written = 0;
  const firstHeavy = options.users - Math.min(options.users, options.heavyFollowers ?? 0);
  const generate = (start: number, end: number) => {
    const rows: { follower_profile_id: number; followed_profile_id: number }[] = [];
    for (let follower = start; follower < end; follower++) {
      const followed =
        follower >= firstHeavy
          ? followedByHeavy(follower, options.users)
          : followedBy(options.seed, follower, options.users);
      for (const member of followed) {
        rows.push({
          follower_profile_id: profileIds[follower] as number,
          followed_profile_id: profileIds[member] as number,
        });
      }
    }
    return { count: end - start, rows };
  };
  await writeInBatches(options.users, options.batchSize, generate, ({ count, rows }) =>
    inTransaction(db, async (trx) => {
      await insertRows(trx, "follows", rows);
      written += rows.length;
      shown.advance(count);
    }),
  );
  shown.finish();
  return written;
}
