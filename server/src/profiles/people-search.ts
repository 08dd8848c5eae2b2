// People search by name words: each searched word is matched to words names actually use (a small
// dictionary where typos are cheap to find, cached per word), then one statement reads at most about a
// hundred profiles holding those words through two word indexes, and they are ranked here.
import type { SearchResult } from "@scholarly/contract";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database.js";
import { mediaUrl } from "../storage/media-routes.js";
import { peopleSearchCache } from "./people-search-cache.js";
import { MIN_RESEMBLANCE, nameWords, wordResemblance } from "./people-search-words.js";

const MAX_RESULTS = 20;
const MAX_WORDS = 5;
/** Dictionary words kept per searched word, best first. */
const MAX_MATCHING_WORDS = 8;
/** Dictionary words fetched per searched word by each of: beginning with it, nearest to it, containing it. */
const DICTIONARY_CANDIDATES = 20;
/** Profiles read per stage at most, so a name shared by thousands costs as little as a rare one. */
const EVERY_WORD_LIMIT = 60;
const OTHER_HOLDERS_PER_WORD = 10;

/** One word of the search and the name words it may stand for, with how closely each resembles it. */
export interface SearchedWord {
  searched: string;
  matches: Map<string, number>;
  /** The matches that resemble it most (usually the word itself), all equally. */
  best: string[];
}

interface Candidate {
  id: number;
  name: string;
  profile_picture: string | null;
  name_words: string[];
}

/**
 * Up to 20 profiles, best first: the whole name as searched, then names matching more of the searched
 * words, then closer matches, then names with fewer other words; each searched word matches a whole
 * name word exactly, by its beginning, with a typo, or inside it. Case and common accents are folded.
 */
export async function searchPeople(db: Db, text: string): Promise<SearchResult[]> {
  const searchedWords = await matchSearchedWords(db, [...new Set(nameWords(text))].slice(0, MAX_WORDS));
  const lookup = candidateLookup(searchedWords);
  if (!lookup) return [];
  const { rows } = await lookup.execute(db);
  const candidates = [...new Map(rows.map((row) => [row.id, row])).values()];
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
    .slice(0, MAX_RESULTS)
    .map(({ row }) => ({ id: row.id, name: row.name, profile_picture: mediaUrl(row.profile_picture) }));
}

/**
 * Each searched word with the dictionary words that begin with it, contain it, or are nearest to it by
 * trigrams (the GiST index answers nearest-first without a threshold), kept if they resemble it enough.
 * Searched words hold no LIKE wildcards: nameWords() splits at every ASCII punctuation mark.
 */
export async function matchSearchedWords(db: Db, words: string[]): Promise<SearchedWord[]> {
  const { wordMatches } = peopleSearchCache(db);
  const generation = wordMatches.generation;
  const known = new Map<string, Map<string, number>>();
  for (const word of words) {
    const cached = wordMatches.get(word);
    if (cached) known.set(word, cached);
  }
  const unknown = words.filter((word) => !known.has(word));
  if (unknown.length > 0) {
    const { rows } = await sql<{ searched: string; word: string | null }>`
      SELECT searched, found.word FROM unnest(${unknown}::text[]) AS searched
      LEFT JOIN LATERAL (
        (SELECT word FROM name_word_dictionary WHERE word LIKE searched || '%'
          ORDER BY length(word), word LIMIT ${sql.lit(DICTIONARY_CANDIDATES)})
        UNION (SELECT word FROM name_word_dictionary ORDER BY word <-> searched LIMIT ${sql.lit(DICTIONARY_CANDIDATES)})
        UNION (SELECT word FROM name_word_dictionary WHERE length(searched) >= 3 AND word LIKE '%' || searched || '%'
          LIMIT ${sql.lit(DICTIONARY_CANDIDATES)})
      ) AS found ON true`.execute(db);
    for (const searched of unknown) {
      const scored = rows.flatMap((row) =>
        row.searched === searched && row.word !== null
          ? [[row.word, wordResemblance(searched, row.word)] as const]
          : [],
      );
      const kept = scored
        .filter(([, score]) => score >= MIN_RESEMBLANCE)
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_MATCHING_WORDS);
      const matches = new Map(kept);
      wordMatches.set(searched, matches, { generation });
      known.set(searched, matches);
    }
  }
  return words.map((searched) => {
    const matches = known.get(searched) ?? new Map<string, number>();
    const top = Math.max(...matches.values());
    return { searched, matches, best: [...matches].filter(([, score]) => score === top).map(([word]) => word) };
  });
}

/** A lookup of profiles, given the condition under which it runs at all. */
type Stage = (needed: RawBuilder<unknown>) => RawBuilder<unknown>;

const COLUMNS = sql`p.id, p.name, p.profile_picture, p.name_words`;

/** Profiles holding, for each set, one of its words: the GIN index intersects the sets' holders. */
const holdingEach =
  (wordSets: string[][], limit: number): Stage =>
  (needed) =>
    sql`(SELECT ${COLUMNS} FROM profiles p
      WHERE ${sql.join([...wordSets.map((words) => sql`p.name_words && ${words}::text[]`), needed], sql` AND `)}
      LIMIT ${sql.lit(limit)})`;

/**
 * The first holders of each word in the (word, profile) index. Ordering by profile keeps the plan an
 * index scan that stops at the limit, where a bitmap would first gather every holder of 'wang'.
 */
const holdersOf =
  (words: string[], perWord: number): Stage =>
  (needed) =>
    sql`(SELECT ${COLUMNS} FROM unnest(${words}::text[]) AS searched(word)
      CROSS JOIN LATERAL (SELECT profile_id FROM profile_name_words held WHERE held.word = searched.word
        ORDER BY profile_id LIMIT ${sql.lit(perWord)}) AS held
      JOIN profiles p ON p.id = held.profile_id
      WHERE ${needed})`;

/**
 * One statement whose rows hold the best 20. Stages run in order, each only while the earlier ones have
 * found fewer than 20 profiles: names holding the best match of every word (all equally good, so any 20
 * will do), then any match of every word, then the best match of any one word. Each stage is capped, so
 * past a cap the pick is the index's order, which only decides among matches below the best.
 */
export function candidateLookup(searchedWords: SearchedWord[]): RawBuilder<Candidate> | undefined {
  const matchable = searchedWords.filter((word) => word.matches.size > 0);
  if (matchable.length === 0) return undefined;
  const others = (word: SearchedWord) => [...word.matches.keys()].filter((match) => !word.best.includes(match));
  const stages: Stage[] = [];
  if (searchedWords.length === 1 && matchable[0]) {
    stages.push(holdersOf(matchable[0].best, MAX_RESULTS));
    if (others(matchable[0]).length > 0) stages.push(holdersOf(others(matchable[0]), OTHER_HOLDERS_PER_WORD));
  } else {
    if (matchable.length === searchedWords.length) {
      stages.push(
        holdingEach(
          matchable.map((word) => word.best),
          MAX_RESULTS,
        ),
      );
      if (matchable.some((word) => others(word).length > 0)) {
        stages.push(
          holdingEach(
            matchable.map((word) => [...word.matches.keys()]),
            EVERY_WORD_LIMIT,
          ),
        );
      }
    }
    stages.push(
      holdersOf(
        matchable.flatMap((word) => word.best),
        OTHER_HOLDERS_PER_WORD,
      ),
    );
  }
  const names = stages.map((_, index) => sql.raw(`stage_${index}`));
  const found = (count: number) =>
    sql.join(
      names.slice(0, count).map((name) => sql`SELECT id FROM ${name}`),
      sql` UNION ALL `,
    );
  const ctes = stages.map((stage, index) => {
    const needed =
      index === 0
        ? sql`true`
        : sql`(SELECT count(DISTINCT id) FROM (${found(index)}) AS earlier) < ${sql.lit(MAX_RESULTS)}`;
    return sql`${names[index]} AS MATERIALIZED (${stage(needed)})`;
  });
  return sql<Candidate>`WITH ${sql.join(ctes)} ${sql.join(
    names.map((name) => sql`SELECT * FROM ${name}`),
    sql` UNION ALL `,
  )}`;
}

function rankOf(heldWords: string[], searchedWords: SearchedWord[]) {
  const scores = searchedWords.map((word) => Math.max(0, ...heldWords.map((held) => word.matches.get(held) ?? 0)));
  const matched = scores.filter((score) => score > 0).length;
  const exact = heldWords.join(" ") === searchedWords.map((word) => word.searched).join(" ") ? 1 : 0;
  const resemblance = scores.reduce((sum, score) => sum + score, 0);
  return { exact, matched, resemblance, otherWords: heldWords.length - matched };
}
