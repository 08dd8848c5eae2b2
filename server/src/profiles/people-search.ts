// People search by name words: each searched word is matched to words names actually use (a small
// dictionary where typos are cheap to find), then one statement reads at most about a hundred profiles
// holding those words through two word indexes (profile-store.ts), and they are ranked here. Whole answers
// and word matches are kept in the app's caches, which profile changes empty (cache/app-caches.ts).

import type { SearchResult } from "@scholarly/contract";
import type { AppContext } from "../app-context.js";
import { mediaUrl } from "../storage/media-url.js";
import { MIN_RESEMBLANCE, nameWords, type SearchedWord, wordResemblance } from "./people-search-words.js";
import { MAX_SEARCH_RESULTS, type ProfileStore } from "./profile-store.js";

const MAX_WORDS = 5;
/** Dictionary words kept per searched word, best first. */
const MAX_MATCHING_WORDS = 8;

export type PeopleSearchCaches = Pick<AppContext["caches"], "peopleSearches" | "peopleSearchWords">;
export type PeopleSearch = ReturnType<typeof peopleSearch>;

export function peopleSearch(profiles: ProfileStore, caches: PeopleSearchCaches) {
  /** For each word, the dictionary words resembling it enough, best first (an empty map when none do). */
  async function lookUpMatches(words: readonly string[]): Promise<Map<string, Map<string, number>>> {
    const rows = await profiles.dictionaryWordsNear(words);
    const matchesOf = (searched: string) => {
      const scored = rows.flatMap((row) =>
        row.searched === searched && row.word !== null
          ? [[row.word, wordResemblance(searched, row.word)] as const]
          : [],
      );
      const kept = scored
        .filter(([, score]) => score >= MIN_RESEMBLANCE)
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_MATCHING_WORDS);
      return new Map(kept);
    };
    return new Map(words.map((searched) => [searched, matchesOf(searched)]));
  }

  /** Each searched word with the name words it may stand for; the words not cached are looked up together. */
  async function matchSearchedWords(words: string[]): Promise<SearchedWord[]> {
    const unknown = words.filter((word) => !caches.peopleSearchWords.has(word));
    let lookup: Promise<Map<string, Map<string, number>>> | undefined;
    const lookUp = async (word: string) => {
      // A word that expired since `unknown` was taken is looked up on its own.
      if (!unknown.includes(word)) return (await lookUpMatches([word])).get(word);
      lookup ??= lookUpMatches(unknown);
      return (await lookup).get(word);
    };
    const matches = await Promise.all(
      words.map((word) => caches.peopleSearchWords.fetch(word, { context: () => lookUp(word) })),
    );
    return words.map((searched, index) => {
      const found = matches[index] ?? new Map<string, number>();
      const top = Math.max(...found.values());
      return { searched, matches: found, best: [...found].filter(([, score]) => score === top).map(([word]) => word) };
    });
  }

  /**
   * Up to 20 profiles, best first: the whole name as searched, then names matching more of the searched
   * words, then closer matches, then names with fewer other words; each searched word matches a whole
   * name word exactly, by its beginning, with a typo, or inside it. Case and common accents are folded.
   */
  async function searchProfiles(text: string): Promise<SearchResult[]> {
    const searchedWords = await matchSearchedWords([...new Set(nameWords(text))].slice(0, MAX_WORDS));
    const found = await profiles.searchCandidates(searchedWords);
    const candidates = [...new Map(found.map((row) => [row.id, row])).values()];
    const ranked = candidates.map((row) => ({ row, rank: rankOf(row.name_words, searchedWords) }));
    ranked.sort(
      (a, b) =>
        b.rank.exact - a.rank.exact ||
        b.rank.matched - a.rank.matched ||
        b.rank.resemblance - a.rank.resemblance ||
        a.rank.otherWords - b.rank.otherWords ||
        (a.row.name < b.row.name ? -1 : a.row.name > b.row.name ? 1 : 0) ||
        a.row.id - b.row.id,
    );
    return ranked
      .slice(0, MAX_SEARCH_RESULTS)
      .map(({ row }) => ({ id: row.id, name: row.name, profile_picture: mediaUrl(row.profile_picture) }));
  }

  return {
    matchSearchedWords,

    /** The answer for this text; a name many members look up at once is searched once. */
    async search(text: string): Promise<SearchResult[]> {
      if (text.trim() === "") return [];
      const key = text.toLowerCase().replace(/\s+/g, " ");
      return (await caches.peopleSearches.fetch(key, { context: () => searchProfiles(text) })) ?? [];
    },
  };
}

function rankOf(heldWords: string[], searchedWords: SearchedWord[]) {
  const scores = searchedWords.map((word) => Math.max(0, ...heldWords.map((held) => word.matches.get(held) ?? 0)));
  const matched = scores.filter((score) => score > 0).length;
  const exact = heldWords.join(" ") === searchedWords.map((word) => word.searched).join(" ") ? 1 : 0;
  const resemblance = scores.reduce((sum, score) => sum + score, 0);
  return { exact, matched, resemblance, otherWords: heldWords.length - matched };
}
