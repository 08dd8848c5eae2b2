// What the bench measures: two baselines, then the calls members make most, each as autocannon requests.

import { encodeCursor } from "@scholarly/server/feed/feed-cursor";
import { GIVEN_NAMES, SURNAMES } from "@scholarly/server/seed/names";
import { createRandom } from "@scholarly/server/seed/random";
import type { Request } from "autocannon";
import { type Fixtures, misspell } from "./fixtures.js";

export const HELLO_PATH = "/bench/hello";
export const TOKEN_ONLY_PATH = "/bench/token-only";
/** `SELECT 1` through the app's pool: the floor no page that needs the database can beat on this machine. */
export const DB_FLOOR_PATH = "/bench/db-round-trip";

export interface Scenario {
  name: string;
  /** The request cycle each connection repeats. */
  requests(fixtures: Fixtures): Request[];
  /** Undoes what a run cut off mid-cycle left behind, so the next run starts from the same state. */
  reset?(origin: string, fixtures: Fixtures): Promise<void>;
}

/**
 * Sent with every signed-in request, as a browser does: a request without a user agent is a robot's, and a
 * robot's post reads are not counted, so the detail scenario would measure no read counting at all.
 */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

/** Per-connection state kept by autocannon between a connection's requests. */
interface ConnectionState {
  member?: number;
}

const FEED = "/user/publication/home/";
const FILTERED_FEED = "/user/publication/search-data/";
const PEOPLE = "/user/profile/all-profiles/";
const FOLLOW = "/user/follow-unfollow/follow/";
const JSON_HEADERS = { "content-type": "application/json" };

/** Each connection signs in as its own member, so concurrent follows never collide. */
function memberOf(fixtures: Fixtures, context: object): number {
  const state = context as ConnectionState;
  if (state.member === undefined) state.member = fixtures.nextMember();
  return state.member;
}

const authorizationOf = (fixtures: Fixtures, member: number) => fixtures.members[member]?.authorization ?? "";

function signedIn(path: string, fixtures: Fixtures): Request {
  return {
    method: "GET",
    path,
    setupRequest: (request, context) => ({
      ...request,
      headers: { "user-agent": BROWSER, authorization: authorizationOf(fixtures, memberOf(fixtures, context)) },
    }),
  };
}

const search = (term: string) => `${PEOPLE}?search=${encodeURIComponent(term)}`;
const RESEARCH = "/user/search/";
const researchSearch = (q: string) => `${RESEARCH}?q=${encodeURIComponent(q)}`;
const suggest = (q: string) => `${RESEARCH}suggest/?q=${encodeURIComponent(q)}`;

/** The Following feed of one member (who follows about 30, or 5,000 others): their own feed, never cached. */
const followingFeed = (authorization: string): Request => ({
  method: "GET",
  path: `${FEED}?feed=following&page=1&limit=10`,
  headers: { authorization },
});

/** A signed-in GET whose path is drawn per request, so reads spread over many rows instead of one hot row. */
function drawnPath(
  fixtures: Fixtures,
  seed: number,
  path: (random: ReturnType<typeof createRandom>) => string,
): Request {
  const random = createRandom(seed);
  return {
    method: "GET",
    path: path(random),
    setupRequest: (request, context) => ({
      ...request,
      path: path(random),
      headers: { "user-agent": BROWSER, authorization: authorizationOf(fixtures, memberOf(fixtures, context)) },
    }),
  };
}

/**
 * A different name per request, drawn as the seed draws members' names (so most exist, common surnames
 * most often), misspelt by a swap of two letters half the time: about 16,000 distinct searches, so the
 * 500-answer search cache almost never holds the one asked and every request measures the database.
 */
const drawnPerson = (fixtures: Fixtures, seed: number) =>
  drawnPath(fixtures, seed, (random) => {
    const name = `${random.pick(GIVEN_NAMES)} ${SURNAMES[random.zipf(SURNAMES.length, 2)]}`;
    return search(random.chance(0.5) ? misspell(name) : name);
  });

const postDetail = (fixtures: Fixtures, seed: number) =>
  drawnPath(fixtures, seed, (random) => `${FEED}?id=${random.pick(fixtures.publicationIds)}&type=publication`);

/** The seeded posts' creation times span these days; a cursor anywhere in between is a scroll that deep. */
const SEEDED_FROM_MS = Date.UTC(2017, 0, 2);
const SEEDED_TO_MS = Date.UTC(2026, 10, 18);

/** Infinite scrolling resumed at a random depth: every request a different cursor, so no answer is cached. */
const deepCursor = (fixtures: Fixtures, seed: number) =>
  drawnPath(fixtures, seed, (random) => {
    const createdAtMicros = random.int(SEEDED_FROM_MS, SEEDED_TO_MS) * 1000;
    return `${FEED}?limit=10&before=${encodeCursor({ createdAtMicros, id: 1, type: "publication" })}`;
  });

const publicProfile = (fixtures: Fixtures, seed: number) =>
  drawnPath(fixtures, seed, (random) => `${PEOPLE}?id=${random.pick(fixtures.authorProfileIds)}`);

/**
 * Follow, then unfollow, the same member. autocannon clears a connection's context after each cycle, so a
 * connection takes a member no other connection holds for the follow and gives it back when its unfollow
 * is answered: two connections never follow as the same member at once.
 */
function followCycle(fixtures: Fixtures): Request[] {
  const free = fixtures.members.map((_, index) => index);
  const body = JSON.stringify({ id: fixtures.followTargetProfileId });
  const asMember = (request: Request, member: number | undefined): Request => ({
    ...request,
    headers: { ...JSON_HEADERS, authorization: authorizationOf(fixtures, member ?? 0) },
    body,
  });
  return [
    {
      method: "POST",
      path: FOLLOW,
      setupRequest: (request, context) => {
        const state = context as ConnectionState;
        state.member = free.pop();
        return asMember(request, state.member);
      },
    },
    {
      method: "DELETE",
      path: FOLLOW,
      setupRequest: (request, context) => asMember(request, (context as ConnectionState).member),
      onResponse: (_status, _body, context) => {
        const { member } = context as ConnectionState;
        if (member !== undefined) free.push(member);
      },
    },
  ];
}

/** The share of each call in the mixed workload, roughly what a browsing member sends. */
const MIX: Array<[number, (fixtures: Fixtures, seed: number) => Request]> = [
  [40, (fixtures) => signedIn(`${FEED}?page=1&limit=10`, fixtures)],
  [10, (fixtures) => signedIn(`${FEED}?page=5&limit=10`, fixtures)],
  [10, (fixtures) => signedIn(`${FILTERED_FEED}?type=publication&page=1&limit=10`, fixtures)],
  [20, postDetail],
  [10, (fixtures) => signedIn(search(fixtures.names.rare), fixtures)],
  [10, publicProfile],
];

function mixed(fixtures: Fixtures, seed: number): Request {
  const random = createRandom(seed);
  const weighted = MIX.flatMap(([weight, make]) => Array.from({ length: weight }, () => make(fixtures, seed + weight)));
  return {
    method: "GET",
    path: FEED,
    setupRequest: (request, context) => {
      const chosen = random.pick(weighted);
      const setup = chosen.setupRequest;
      return typeof setup === "function" ? setup({ ...request, path: chosen.path }, context) : chosen;
    },
  };
}

export const SCENARIOS: Scenario[] = [
  { name: "hello-world (baseline)", requests: () => [{ method: "GET", path: HELLO_PATH }] },
  { name: "JWT check without DB (baseline)", requests: (f) => [signedIn(TOKEN_ONLY_PATH, f)] },
  { name: "one database round trip (floor)", requests: () => [{ method: "GET", path: DB_FLOOR_PATH }] },
  { name: "feed page 1", requests: (f) => [signedIn(`${FEED}?page=1&limit=10`, f)] },
  { name: "feed page 100", requests: (f) => [signedIn(`${FEED}?page=100&limit=10`, f)] },
  {
    name: "filtered feed (publications)",
    requests: (f) => [signedIn(`${FILTERED_FEED}?type=publication&page=1&limit=10`, f)],
  },
  { name: "feed by cursor (random depth)", requests: (f) => [deepCursor(f, 19)] },
  { name: "post detail + read count", requests: (f) => [postDetail(f, 11)] },
  { name: "people search: common name", requests: (f) => [signedIn(search(f.names.common), f)] },
  { name: "people search: rare name", requests: (f) => [signedIn(search(f.names.rare), f)] },
  { name: "people search: misspelt name", requests: (f) => [signedIn(search(f.names.misspelt), f)] },
  { name: "people search: a different name each time", requests: (f) => [drawnPerson(f, 19)] },
  { name: "public profile + collections", requests: (f) => [publicProfile(f, 13)] },
  { name: "research search: common word", requests: (f) => [signedIn(researchSearch(f.research.common), f)] },
  { name: "research search: rare word", requests: (f) => [signedIn(researchSearch(f.research.rare), f)] },
  { name: "research search: phrase", requests: (f) => [signedIn(researchSearch(f.research.phrase), f)] },
  {
    name: "research search: kind and year filter",
    requests: (f) => [signedIn(`${researchSearch(f.research.rare)}&kind=publication&year_from=2020&year_to=2022`, f)],
  },
  {
    name: "research search: page 50 of a common word",
    requests: (f) => [signedIn(`${researchSearch(f.research.common)}&page=50`, f)],
  },
  { name: "search suggestions", requests: (f) => [signedIn(suggest(f.research.prefix), f)] },
  { name: "Following feed (30 follows)", requests: (f) => [followingFeed(f.followerOfThirty)] },
  { name: "Following feed (5000 follows)", requests: (f) => [followingFeed(f.heaviestFollower)] },
  {
    name: "follow then unfollow",
    requests: followCycle,
    // A connection stopped between its follow and its unfollow leaves a follow behind.
    async reset(origin, f) {
      // Let requests still in flight when autocannon stopped reach the database first.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const member of f.members) {
        await fetch(`${origin}${FOLLOW}`, {
          method: "DELETE",
          headers: { ...JSON_HEADERS, authorization: member.authorization },
          body: JSON.stringify({ id: f.followTargetProfileId }),
        });
      }
    },
  },
  { name: "mixed workload", requests: (f) => [mixed(f, 17)] },
];
