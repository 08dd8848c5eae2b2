// Finding research (issue 10): search, the search box's suggestions and trending hashtags. Search and suggestions
// show only what anyone may see (cards are the same for everyone), so visitors who are not signed in get them too.
import { SUGGESTION_LIMIT, type Suggestions, searchEndpoints } from "@scholarly/contract";
import { anonymousSearchLimit } from "../http/anonymous-search-limit.js";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { memberStore } from "../members/member-store.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { peopleSearch } from "../profiles/people-search.js";
import { profileStore } from "../profiles/profile-store.js";
import { researchSearch } from "./research-search.js";
import { searchStore } from "./search-store.js";

const TRENDING_DAYS = 7;
const TRENDING_LIMIT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'neural netw' → every word but the last whole, the last as a prefix of letters and digits. */
function splitForSuggestions(text: string): { words: string[]; prefix: string | null } {
  const words = text.split(/\s+/).filter(Boolean);
  const last = (words.pop() ?? "").normalize("NFC").replace(/[^\p{L}\p{N}]/gu, "");
  return { words, prefix: last === "" ? null : last.toLowerCase() };
}

export const searchRoutes: DomainRoutes = (route, { db, caches, clock }) => {
  const search = searchStore(db);
  const hydration = hydrationStore(db);
  const members = memberStore(db);
  const research = researchSearch(search, hydration);
  const people = peopleSearch(profileStore(db), caches);

  route(
    searchEndpoints.search,
    ({ query }) => research.search(query, searchEndpoints.search.path),
    anonymousSearchLimit(),
  );

  route(
    searchEndpoints.suggest,
    async ({ query: { q } }) => {
      const { words, prefix } = splitForSuggestions(q);
      const [found, hits] = await Promise.all([
        people.search(q),
        prefix ? search.suggestResearch(words, prefix, SUGGESTION_LIMIT) : Promise.resolve([]),
      ]);
      const best = found.slice(0, SUGGESTION_LIMIT);
      const institutions = await members.institutionsOf(best.map((person) => person.id));
      const answer: Suggestions = {
        people: best.map((person) => ({ ...person, institution: institutions.get(person.id) ?? "" })),
        research: hits,
      };
      return answer;
    },
    anonymousSearchLimit(),
  );

  route(searchEndpoints.trendingHashtags, async () => {
    const since = new Date(clock().getTime() - TRENDING_DAYS * DAY_MS);
    return { results: await search.trendingHashtags(since, TRENDING_LIMIT) };
  });
};
