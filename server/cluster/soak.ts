// `npm run soak -- --minutes 10 [--rate 40] [--members 24]`: two instances behind nginx (the cluster of the
// cluster test) under a steady mixed load; reports 5xx, p99 per minute, each instance's RSS slope, and whether
// read and follow counts are exact once the instances have stopped. Exits 1 when any of these fails.
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { type Cluster, startCluster } from "./cluster.js";
import { clusterUnavailable } from "./preconditions.js";
import { minuteTable, type RssSample, residentMegabytes, rssSlopes, type Sample } from "./soak-report.js";
import { SoakWorkload } from "./soak-workload.js";

/** Requests beyond this many in flight are shed (and counted): the soak measures a steady rate, not a queue. */
const MAX_IN_FLIGHT = 64;
const RSS_EVERY_MS = 5_000;
/** The issue's bound for a flat memory trend. */
const FLAT_MB_PER_10_MIN = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function runLoad(workload: SoakWorkload, cluster: Cluster, durationMs: number, rate: number) {
  const samples: Sample[] = [];
  const rss: RssSample[] = [];
  const pids = cluster.instances.map((instance) => instance.pid);
  const startMs = Date.now();
  const sampleRss = async () =>
    rss.push({ atMs: Date.now(), megabytes: await Promise.all(pids.map(residentMegabytes)) });
  await sampleRss();
  const rssTimer = setInterval(() => void sampleRss(), RSS_EVERY_MS);
  let inFlight = 0;
  let shed = 0;
  const running = new Set<Promise<void>>();
  const intervalMs = 1000 / rate;
  for (let index = 0; ; index++) {
    const dueMs = startMs + index * intervalMs;
    if (dueMs - startMs >= durationMs) break;
    await sleep(dueMs - Date.now());
    if (inFlight >= MAX_IN_FLIGHT) {
      shed += 1;
      continue;
    }
    inFlight += 1;
    const sentMs = Date.now();
    const request = workload
      .next()
      .catch(() => 0)
      .then((status) => {
        // Filed under the moment it was due, so the last minute holds only the last minute's requests.
        samples.push({ atMs: dueMs, latencyMs: Date.now() - sentMs, status });
      })
      .finally(() => {
        inFlight -= 1;
        running.delete(request);
      });
    running.add(request);
    if (index % (rate * 30) === 0 && index > 0) {
      console.log(`[soak] ${Math.round((Date.now() - startMs) / 1000)} s: ${samples.length} answered, ${shed} shed`);
    }
  }
  await Promise.all(running);
  clearInterval(rssTimer);
  await sampleRss();
  return { samples, rss, shed, startMs };
}

/** Compares the database with what the workload did: reads per post and the follows between its members. */
async function countsAfterStop(cluster: Cluster, workload: SoakWorkload) {
  const ids = workload.posts.map((post) => post.id);
  const { rows } = await sql<{ id: number; reads: number; recorded: number }>`
    SELECT p.id, p.reads,
      (SELECT coalesce(sum(d.unique_readers), 0)::int FROM post_stats_daily d
        WHERE d.kind = 'publication' AND d.post_id = p.id) AS recorded
    FROM publications p WHERE p.id = ANY(${`{${ids.join(",")}}`}::int[])
  `.execute(cluster.db);
  const expectedReads = workload.posts.reduce((sum, post) => sum + post.readers.size, 0);
  const wrongPosts = workload.posts.filter((post) => {
    const row = rows.find((candidate) => candidate.id === post.id);
    return !row || row.reads !== post.readers.size || row.recorded !== post.readers.size;
  });
  const profileIds = workload.members.map((member) => member.profileId);
  const follows = await cluster.db
    .selectFrom("follows")
    .select(["follower_profile_id", "followed_profile_id"])
    .where("follower_profile_id", "in", profileIds)
    .execute();
  const stored = new Set(follows.map((row) => `${row.follower_profile_id}→${row.followed_profile_id}`));
  const followsExact = stored.size === workload.follows.size && [...workload.follows].every((pair) => stored.has(pair));
  return {
    expectedReads,
    storedReads: rows.reduce((sum, row) => sum + row.reads, 0),
    readsExact: wrongPosts.length === 0,
    expectedFollows: workload.follows.size,
    storedFollows: stored.size,
    followsExact,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      minutes: { type: "string", default: "10" },
      rate: { type: "string", default: "40" },
      members: { type: "string", default: "24" },
    },
  });
  const durationMs = Number(values.minutes) * 60_000;
  const rate = Number(values.rate);
  const members = Number(values.members);
  if (!(durationMs > 0) || !(rate > 0) || !Number.isInteger(members) || members < 2) {
    throw new Error("--minutes and --rate must be positive numbers, --members a whole number of at least 2.");
  }
  const unavailable = await clusterUnavailable();
  if (unavailable) throw new Error(`The soak needs PostgreSQL, Redis and nginx: ${unavailable}`);

  console.log("[soak] starting two instances behind nginx…");
  const cluster = await startCluster({ instances: 2 });
  try {
    const workload = await SoakWorkload.prepare(cluster, members);
    console.log(`[soak] ${workload.members.length} members; ${rate} req/s for ${values.minutes} min`);
    const load = await runLoad(workload, cluster, durationMs, rate);
    const exitCodes = await cluster.stopInstances();
    const counts = await countsAfterStop(cluster, workload);

    const warmUpEndMs = load.startMs + Math.min(60_000, durationMs / 3);
    const slopes = rssSlopes(load.rss, warmUpEndMs);
    const serverErrors = load.samples.filter((sample) => sample.status >= 500).length;
    const checks = [
      [`5xx answers: ${serverErrors}`, serverErrors === 0],
      ...slopes.map((mb, index) => [
        `instance ${index + 1} RSS slope after warm-up: ${mb.toFixed(2)} MB per 10 min`,
        // Shrinking is not a leak: only growth counts against the bound.
        mb < FLAT_MB_PER_10_MIN,
      ]),
      [`reads: ${counts.storedReads} counted, ${counts.expectedReads} expected (every post exact)`, counts.readsExact],
      [`follows: ${counts.storedFollows} stored, ${counts.expectedFollows} expected (same pairs)`, counts.followsExact],
      [`instances exited with ${exitCodes.join(", ")}`, exitCodes.every((code) => code === 0)],
    ] as const;
    console.log(`\n${minuteTable(load.samples, load.rss, load.startMs)}\n`);
    console.log(`${load.samples.length} requests answered, ${load.shed} shed (more than ${MAX_IN_FLIGHT} in flight)`);
    for (const [text, passed] of checks) console.log(`${passed ? "ok  " : "FAIL"} ${text}`);
    if (checks.some(([, passed]) => !passed)) process.exitCode = 1;
  } catch (error) {
    console.error(`${String(error)}\n${cluster.logs()}`);
    process.exitCode = 1;
  } finally {
    await cluster.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
