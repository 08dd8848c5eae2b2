// Two instances (real processes) on one PostgreSQL database, one Redis and one S3 store, behind nginx: the
// member journey with requests spread over both, and the guarantees that must hold across instances.
import { randomInt } from "node:crypto";
import { LOCKOUT_MESSAGE, OTP_MAX_FAILURES } from "@scholarly/contract";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bearer, type Member, postFrom, publish, requestsServed, send, signUpMember } from "./client.js";
import { type Cluster, METRICS_TOKEN, startCluster } from "./cluster.js";
import { productionConfigProblem } from "./nginx.js";
import { clusterUnavailable, findNginx } from "./preconditions.js";

const unavailable = await clusterUnavailable();
if (unavailable) console.warn(`Skipping the cluster test: ${unavailable}`);

const FEED = "/user/publication/home/?page=1&limit=10";
const FOLLOW = "/user/follow-unfollow/follow/";
const REFRESH = "/user/token/refresh/";
const PER_ADDRESS_LIMIT = 300;

/** Polls until `check` passes; answers how long that took after `since`. */
async function within(limitMs: number, since: number, check: () => Promise<boolean>): Promise<number> {
  while (!(await check())) {
    if (Date.now() - since > limitMs * 3) throw new Error(`still not true ${limitMs * 3} ms later`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - since;
}

const allRequests = (origin: string) => requestsServed(origin, undefined, METRICS_TOKEN);

describe.skipIf(unavailable)("two instances behind nginx", () => {
  let cluster: Cluster;
  /** The two instances, addressed directly, for the checks that need a request to land on a given one. */
  let a: string;
  let b: string;

  beforeAll(async () => {
    cluster = await startCluster({ instances: 2 });
    [a, b] = cluster.instances.map((instance) => instance.origin) as [string, string];
  });
  afterEach((context) => {
    if (context.task.result?.state === "fail") console.log(`Cluster logs:\n${cluster?.logs()}`);
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it("ships an nginx configuration that nginx accepts as production installs it", async () => {
    expect(await productionConfigProblem((await findNginx()) ?? "nginx")).toBeUndefined();
  });

  it("carries a member from sign-up to account deletion with requests landing on both instances", async () => {
    const before = await Promise.all([allRequests(a), allRequests(b)]);
    const ada = await signUpMember(cluster, "Ada Lovelace");
    const charles = await signUpMember(cluster, "Charles Babbage");

    const { id: postId, document } = await publish(cluster.origin, ada, "Sketch of the Analytical Engine");
    // The document, stored in S3 by one instance, is served in byte ranges through nginx by whichever answers.
    const range = await fetch(new URL(document, cluster.origin), { headers: { range: "bytes=0-7" } });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toMatch(/^bytes 0-7\/\d+$/);
    expect(Buffer.from(await range.arrayBuffer()).toString("latin1")).toBe("%PDF-1.4");
    const feed = await send(cluster.origin, "GET", FEED, { headers: ada.headers });
    expect(feed.status).toBe(200);
    expect(feed.body.results.map((item: { id: number }) => item.id)).toContain(postId);
    // The search index is kept by the shared database: whichever instance took the upload, the other finds it.
    for (const instance of [a, b]) {
      const found = await send(instance, "GET", `/user/search/?q=${encodeURIComponent("analytical engine")}`, {
        headers: charles.headers,
      });
      expect(found.status).toBe(200);
      expect(found.body.results).toContainEqual(
        expect.objectContaining({ id: postId, matched_in: "title", highlight: expect.stringContaining("<mark>") }),
      );
    }

    expect(
      (await send(cluster.origin, "POST", FOLLOW, { json: { id: charles.profileId }, headers: ada.headers })).status,
    ).toBe(201);
    const following = await send(cluster.origin, "GET", FOLLOW, { headers: ada.headers });
    expect(
      following.body.results.map((row: { follow_user_profile: { id: number } }) => row.follow_user_profile.id),
    ).toContain(charles.profileId);

    const search = await send(cluster.origin, "GET", "/user/profile/all-profiles/?search=Babbage", {
      headers: ada.headers,
    });
    expect(search.status).toBe(200);
    expect(search.body.results.map((result: { id: number }) => result.id)).toContain(charles.profileId);

    expect((await send(cluster.origin, "DELETE", "/user/delete-account/", { headers: ada.headers })).status).toBe(200);
    for (const instance of [a, b]) {
      expect((await send(instance, "GET", FOLLOW, { headers: ada.headers })).status).toBe(401);
    }

    // nginx balanced round robin: each instance answered a share of the journey.
    const after = await Promise.all([allRequests(a), allRequests(b)]);
    expect(after[0] - before[0]).toBeGreaterThanOrEqual(5);
    expect(after[1] - before[1]).toBeGreaterThanOrEqual(5);
  });

  it("streams an upload through nginx as it arrives: a wrong file is refused while its body is still being sent", async () => {
    const member = await signUpMember(cluster, "Hedy Lamarr");
    const boundary = `cluster-${randomInt(1e9)}`;
    const partHead = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="notes.png"\r\nContent-Type: image/png\r\n\r\n`;
    let endBody = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(partHead));
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
        // The rest never comes until the answer has: nginx holding the body back would never pass it on.
        endBody = () => controller.close();
      },
    });
    const answer = fetch(`${cluster.origin}/user/gallery/gallery-images/`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { ...member.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    const silence = new Promise<"no answer while the body was open">((resolve) =>
      setTimeout(() => resolve("no answer while the body was open"), 30_000),
    );
    const outcome = await Promise.race([answer.then((response) => response.status), silence]);
    endBody();
    expect(outcome).toBe(400);
  });

  it("shows a post published through one instance in the other's feed within a second", async () => {
    const reader = await signUpMember(cluster, "Mary Somerville");
    const author = await signUpMember(cluster, "Caroline Herschel");
    // b has a feed page in its cache now.
    expect((await send(b, "GET", FEED, { headers: reader.headers })).status).toBe(200);

    const { id: postId } = await publish(a, author, "On the Discovery of Comets");
    const tookMs = await within(1_000, Date.now(), async () => {
      const feed = await send(b, "GET", FEED, { headers: reader.headers });
      return feed.body.results.some((item: { id: number }) => item.id === postId);
    });
    expect(tookMs).toBeLessThan(1_000);
  });

  it("refuses a deleted account on both instances within a second", async () => {
    const leaving = await signUpMember(cluster, "Emmy Noether");
    // Both instances have the account in their caches now.
    for (const instance of [a, b]) {
      expect((await send(instance, "GET", FOLLOW, { headers: leaving.headers })).status).toBe(200);
    }

    expect((await send(a, "DELETE", "/user/delete-account/", { headers: leaving.headers })).status).toBe(200);
    const deletedAt = Date.now();
    const tookMs = await within(1_000, deletedAt, async () => {
      const answers = await Promise.all(
        [a, b].map((instance) => send(instance, "GET", FOLLOW, { headers: leaving.headers })),
      );
      return answers.every((answer) => answer.status === 401 && answer.body.error === "This account no longer exists.");
    });
    expect(tookMs).toBeLessThan(1_000);
  });

  it("counts the per-address limit across instances: 300 in total, not 300 each", async () => {
    // A client of its own: through nginx the instances see its address only in X-Forwarded-For.
    const client = `127.0.${randomInt(1, 250)}.${randomInt(2, 250)}`;
    const before = await Promise.all([a, b].map((instance) => requestsServed(instance, REFRESH, METRICS_TOKEN)));
    const statuses: number[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < PER_ADDRESS_LIMIT) {
        sent += 1;
        const answer = await postFrom(client, `${cluster.origin}${REFRESH}`, { refresh_token: "not-a-token" });
        statuses.push(answer.status);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ADDRESS_LIMIT);

    const served = await Promise.all([a, b].map((instance) => requestsServed(instance, REFRESH, METRICS_TOKEN)));
    const share = served.map((count, index) => count - (before[index] ?? 0));
    expect(share[0]).toBeGreaterThan(0);
    expect(share[1]).toBeGreaterThan(0);
    // The next attempt is refused by either instance, through nginx or straight.
    for (const origin of [cluster.origin, a, b]) {
      const refused = await postFrom(client, `${origin}${REFRESH}`, { refresh_token: "not-a-token" });
      expect(refused.status).toBe(429);
    }
  });

  it("locks out code guessing across instances", async () => {
    const email = `guessed.${Date.now()}@example.org`;
    const password = "analytical-engine";
    const signUp = await send(a, "POST", "/user/signup/", { json: { email, password, conform_password: password } });
    const headers = bearer(signUp.body.access_token);
    const code = await cluster.latestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");

    const guesses: number[] = [];
    for (let guess = 1; guess <= OTP_MAX_FAILURES; guess++) {
      const instance = guess % 2 === 0 ? b : a;
      const answer = await send(instance, "POST", "/user/verify-otp/", { json: { email, otp: wrong }, headers });
      guesses.push(answer.status);
      if (guess < OTP_MAX_FAILURES) expect(answer.body.error).toContain(`${OTP_MAX_FAILURES - guess} attempt`);
    }
    expect(guesses).toEqual([400, 400, 400, 400, 429]);
    for (const instance of [a, b]) {
      const answer = await send(instance, "POST", "/user/verify-otp/", { json: { email, otp: code }, headers });
      expect(answer.status).toBe(429);
      expect(answer.body.error).toBe(LOCKOUT_MESSAGE);
    }
  });

  it("keeps read counts exact once both instances have stopped", async () => {
    const author = await signUpMember(cluster, "Sophie Germain");
    const readers: Member[] = [];
    for (const name of ["Reader One", "Reader Two", "Reader Three"]) readers.push(await signUpMember(cluster, name));
    const { id: postId } = await publish(a, author, "Memoir on the Vibrations of Elastic Plates");

    // Each reader opens the post on both instances, twice: one read each, by the rules, whichever instance.
    const detail = `/user/publication/home/?id=${postId}&type=publication`;
    for (const round of [0, 1]) {
      for (const reader of readers) {
        for (const instance of round === 0 ? [a, b] : [b, a]) {
          expect((await send(instance, "GET", detail, { headers: reader.headers })).status).toBe(200);
        }
      }
    }
    // The author's own reads never count.
    expect((await send(b, "GET", detail, { headers: author.headers })).status).toBe(200);

    // Reads still waiting in the instances' batches are written as they stop.
    expect(await cluster.stopInstances()).toEqual([0, 0]);
    const { rows } = await sql<{ reads: number; recorded: number; stats: number }>`
      SELECT
        (SELECT reads FROM publications WHERE id = ${postId}) AS reads,
        (SELECT sum(unique_readers)::int FROM post_stats_daily WHERE kind = 'publication' AND post_id = ${postId}) AS recorded,
        (SELECT reads FROM post_stats_totals WHERE kind = 'publication' AND post_id = ${postId}) AS stats
    `.execute(cluster.db);
    expect(rows[0]).toEqual({ reads: readers.length, recorded: readers.length, stats: readers.length });
  });
});
