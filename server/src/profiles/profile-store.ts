// The profiles table: creating and editing profiles, the portfolio on their public tabs and people-search
// lookups (members/member-store.ts looks members up).
import { BIBLIOGRAPHIC_MESSAGES } from "@scholarly/contract";
import { type RawBuilder, type Selectable, sql, type Updateable } from "kysely";
import type { Db } from "../db/database.js";
import { fromJsonRow, type JsonRow } from "../db/json-rows.js";
import { prepared } from "../db/prepared-statements.js";
import type { EducationTable, InternshipsTable, ProfilesTable, ProjectsTable } from "../db/tables.js";
import { conflict } from "../http/http-error.js";
import type { ProfileRow } from "../members/member-store.js";
import type { SearchedWord } from "./people-search-words.js";

export type NewProfile = Pick<ProfileRow, "name" | "institution" | "research_areas" | "bio" | "profile_picture"> &
  Partial<Pick<ProfileRow, "disciplines" | "languages" | "spotlight" | "orcid">>;
export type ProfileChanges = Omit<Updateable<ProfilesTable>, "id" | "user_id" | "created_at" | "updated_at">;

/** A profile found by name words, with what ranking needs. */
export interface SearchCandidate {
  id: number;
  name: string;
  profile_picture: string | null;
  name_words: string[];
}

/** Each public tab lists newest first; the id breaks ties between rows created together. */
const NEWEST_FIRST = sql`created_at DESC, id DESC`;
/** The portfolio tables a public profile's tabs list (its posts come hydrated, posts/hydration-store.ts). */
const PORTFOLIO_TAB_TABLES = ["internships", "projects", "education"] as const;
type PortfolioTabTable = (typeof PORTFOLIO_TAB_TABLES)[number];
/** People search answers at most this many profiles; the candidate lookup is built around it. */
export const MAX_SEARCH_RESULTS = 20;
/** The unique index that keeps an ORCID iD on at most one profile (migration 20261127T1700). */
const ONE_PROFILE_PER_ORCID = "profiles_orcid_idx";

/** A write that would give a second profile an iD already held answers 409, however the two writes raced. */
async function refusingTakenOrcid<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof Error && error.message.includes(ONE_PROFILE_PER_ORCID)) {
      throw conflict(BIBLIOGRAPHIC_MESSAGES.orcidTaken);
    }
    throw error;
  }
}

/** Dictionary words fetched per searched word by each of: beginning with it, nearest to it, containing it. */
const DICTIONARY_CANDIDATES = 20;

export type ProfileStore = ReturnType<typeof profileStore>;

export function profileStore(db: Db) {
  return {
    /** Answers undefined when the user already has a profile. */
    create(userId: number, profile: NewProfile): Promise<ProfileRow | undefined> {
      return refusingTakenOrcid(
        db
          .insertInto("profiles")
          .values({ user_id: userId, ...profile })
          .onConflict((onConflict) => onConflict.column("user_id").doNothing())
          .returningAll()
          .executeTakeFirst(),
      );
    },

    /**
     * Saves the changes to the user's profile; answers undefined when there is none. `replacedPicture` is the
     * file a new picture took the place of, for the caller to remove once the change is saved.
     */
    update(
      userId: number,
      changes: ProfileChanges,
    ): Promise<{ profile: ProfileRow; replacedPicture: string | null } | undefined> {
      return refusingTakenOrcid(
        db.transaction().execute(async (trx) => {
          const existing = await trx
            .selectFrom("profiles")
            .select("profile_picture")
            .where("user_id", "=", userId)
            .forUpdate()
            .executeTakeFirst();
          if (!existing) return undefined;
          const profile = await trx
            .updateTable("profiles")
            .set({ ...changes, updated_at: new Date() })
            .where("user_id", "=", userId)
            .returningAll()
            .executeTakeFirstOrThrow();
          const replacedPicture = changes.profile_picture ? existing.profile_picture : null;
          return { profile, replacedPicture };
        }),
      );
    },

    /**
     * The portfolio rows a public profile shows on its tabs, newest first. They are another domain's tables,
     * read here until that domain has a store of its own to ask.
     */
    async portfolioTabs(userId: number) {
      const newestOf = (table: PortfolioTabTable) =>
        sql`(SELECT coalesce(jsonb_agg(to_jsonb(tab) ORDER BY ${NEWEST_FIRST}), '[]')
          FROM ${sql.table(table)} AS tab WHERE user_id = ${userId}) AS ${sql.ref(table)}`;
      // One statement for the three tables, their rows as JSON, instead of a round trip per table.
      const { rows } = await prepared(sql<Record<PortfolioTabTable, JsonRow[]>>`
        SELECT ${sql.join(PORTFOLIO_TAB_TABLES.map(newestOf))}
      `).execute(db);
      const rowsOf = <T>(table: PortfolioTabTable) =>
        (rows[0]?.[table] ?? []).map((row) => fromJsonRow<T>(row, ["created_at"]));
      return {
        internships: rowsOf<Selectable<InternshipsTable>>("internships"),
        projects: rowsOf<Selectable<ProjectsTable>>("projects"),
        education: rowsOf<Selectable<EducationTable>>("education"),
      };
    },

    /**
     * For each searched word, the dictionary words that begin with it, contain it, or are nearest to it by
     * trigrams (the GiST index answers nearest-first without a threshold); a word with none has one row
     * with a null word. Searched words hold no LIKE wildcards: nameWords() splits at every ASCII punctuation mark.
     */
    async dictionaryWordsNear(words: readonly string[]): Promise<{ searched: string; word: string | null }[]> {
      const { rows } = await sql<{ searched: string; word: string | null }>`
        SELECT searched, found.word FROM unnest(${words}::text[]) AS searched
        LEFT JOIN LATERAL (
          (SELECT word FROM name_word_dictionary WHERE word LIKE searched || '%'
            ORDER BY length(word), word LIMIT ${sql.lit(DICTIONARY_CANDIDATES)})
          UNION (SELECT word FROM name_word_dictionary ORDER BY word <-> searched LIMIT ${sql.lit(DICTIONARY_CANDIDATES)})
          UNION (SELECT word FROM name_word_dictionary WHERE length(searched) >= 3 AND word LIKE '%' || searched || '%'
            LIMIT ${sql.lit(DICTIONARY_CANDIDATES)})
        ) AS found ON true`.execute(db);
      return rows;
    },

    /** The profiles among which the best matches are ranked; a profile may appear more than once. */
    async searchCandidates(searchedWords: SearchedWord[]): Promise<SearchCandidate[]> {
      const lookup = candidateLookup(searchedWords);
      if (!lookup) return [];
      const { rows } = await lookup.execute(db);
      return rows;
    },
  };
}

/** Profiles read per stage at most, so a name shared by thousands costs as little as a rare one. */
const EVERY_WORD_LIMIT = 60;
const OTHER_HOLDERS_PER_WORD = 10;

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
export function candidateLookup(searchedWords: SearchedWord[]): RawBuilder<SearchCandidate> | undefined {
  const matchable = searchedWords.filter((word) => word.matches.size > 0);
  if (matchable.length === 0) return undefined;
  const others = (word: SearchedWord) => [...word.matches.keys()].filter((match) => !word.best.includes(match));
  const stages: Stage[] = [];
  if (searchedWords.length === 1 && matchable[0]) {
    stages.push(holdersOf(matchable[0].best, MAX_SEARCH_RESULTS));
    if (others(matchable[0]).length > 0) stages.push(holdersOf(others(matchable[0]), OTHER_HOLDERS_PER_WORD));
  } else {
    if (matchable.length === searchedWords.length) {
      stages.push(
        holdingEach(
          matchable.map((word) => word.best),
          MAX_SEARCH_RESULTS,
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
        : sql`(SELECT count(DISTINCT id) FROM (${found(index)}) AS earlier) < ${sql.lit(MAX_SEARCH_RESULTS)}`;
    return sql`${names[index]} AS MATERIALIZED (${stage(needed)})`;
  });
  return sql<SearchCandidate>`WITH ${sql.join(ctes)} ${sql.join(
    names.map((name) => sql`SELECT * FROM ${name}`),
    sql` UNION ALL `,
  )}`;
}
