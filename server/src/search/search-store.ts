// All SQL of research search: which posts match (a page and how many), the indexed words a typo may stand
// for, highlighted snippets, the search box's research suggestions and trending hashtags.
import { EXACT_COUNT_LIMIT, type PostType, type SearchSort } from "@scholarly/contract";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database.js";
import {
  authorQuery,
  highlightQuery,
  indexedTextQuery,
  needsPositions,
  type SearchPlan,
  searchConditions,
  textQuery,
} from "./search-conditions.js";

/** The weight of the field a hit matched in: a title, b authors and hashtags, c text, d document. */
export type MatchedWeight = "a" | "b" | "c" | "d";

export interface SearchHitKey {
  type: PostType;
  id: number;
  matchedWeight: MatchedWeight | null;
}

/** Marks around matched words that no text holds (they are removed from it first), escaped to <mark> later. */
export const MARK_START = "\uE000";
export const MARK_END = "\uE001";
const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
/** The window of a long document a headline is made from: some text before the first match, and after. */
const HEADLINE_LEAD = 400;
const HEADLINE_WINDOW = 4000;
const WHOLE_TEXT_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", HighlightAll=true`;

const withoutMarks = (text: RawBuilder<unknown>) => sql`translate(${text}, ${MARK_START + MARK_END}, '')`;

/** How many posts there are: post_counts, kept by triggers. */
const POSTS_THERE_ARE = sql`(SELECT coalesce(sum(count), 0) FROM post_counts)::int8`;

/** A snippet to mark: a text of the post (the whole of a short one), or its document text, read in the database. */
export type Headline =
  | { text: string; whole: boolean; names: boolean }
  | { document: "publication" | "code"; postId: number };

/**
 * One snippet, as a scalar subquery. A text gives the whole of itself or its best fragments. A document's text is
 * never sent here whole; a headline parses all the text it is given, so it is given a window around the first
 * place one of the wanted stems appears (a stem starts the word it came from: 'result' in 'results'), or the
 * text's start.
 */
function headlineOf(headline: Headline, plan: SearchPlan): RawBuilder<unknown> {
  if ("text" in headline) {
    const config = headline.names ? sql`'scholarly_names'::regconfig` : sql`'scholarly'::regconfig`;
    const query = (headline.names ? authorQuery(plan) : null) ?? highlightQuery(plan) ?? sql`''::tsquery`;
    const settings = headline.whole ? WHOLE_TEXT_OPTIONS : HEADLINE_OPTIONS;
    return sql`SELECT ts_headline(${config}, ${withoutMarks(sql`${headline.text}::text`)}, ${query}, ${settings})`;
  }
  const query = highlightQuery(plan) ?? sql`''::tsquery`;
  const window = sql`substr(document.body, greatest(1, coalesce(first_match.at, 1) - ${HEADLINE_LEAD}), ${HEADLINE_WINDOW})`;
  return sql`
    WITH document AS (
      SELECT searchable_document(text) AS body FROM document_texts
      WHERE post_kind = ${headline.document} AND post_id = ${headline.postId}
    ), wanted AS (
      SELECT (regexp_matches(${query}::text, '''([^'']+)''', 'g'))[1] AS stem
    ), first_match AS (
      SELECT min(nullif(strpos(lower(document.body), wanted.stem), 0)) AS at FROM document, wanted
    )
    SELECT ts_headline('scholarly', ${withoutMarks(window)}, ${query}, ${HEADLINE_OPTIONS})
    FROM document, first_match`;
}

/**
 * An estimate this far above the exact-count limit is trusted without counting: the planner's estimates of
 * text matches come from the index's word statistics, and are not twice too high in practice (34,733 for the
 * 34,921 posts saying 'coral' at a million, whose capped count read 7,187 pages to say "over 10,000").
 */
const SURELY_OVER_LIMIT = 2 * EXACT_COUNT_LIMIT;

/**
 * A phrase's hits are estimated from this many of the newest posts, and only when at least TRUSTED_SAMPLE_HITS
 * of them are hits: a rarer phrase, or one whose filters leave out the newest posts (an earlier year), is counted.
 */
const SAMPLED_POSTS = 1000;
const TRUSTED_SAMPLE_HITS = 20;

/** How many of the newest hits relevance ranks (see page()). */
export const RANKED_CANDIDATES = 1000;
/** How many of the newest posts matching what is typed the suggestions choose their best few from. */
const SUGGESTION_CANDIDATES = 200;

export type SearchStore = ReturnType<typeof searchStore>;

/**
 * The newest `limit` hits with their terms. A post's tsvector is read only for the hits returned (and for a
 * phrase, for the candidates checked): a post with document text keeps it out of line (TOAST, kilobytes), and
 * carrying it through a sort of every hit, or letting the GIN index's recheck test every post holding a phrase's
 * words, read 17,853 of them for the bench's phrase. So the hits' keys and row addresses (ctid, fixed within
 * one statement's snapshot) come first, found by the index alone, and each tsvector is then read by address.
 * A phrase (or an exclusion) is checked there, one candidate at a time, until `limit` hits are found.
 *
 * With many hits (`many`), the keys are taken by walking the newest-first index, which stops after `limit`;
 * with fewer, the walk would pass (and test, reading its tsvector) too many posts between two hits, and the
 * GIN index's bitmap of every hit, sorted by key, costs less. Left to itself the planner may walk then too:
 * it counts nothing for reading a tsvector.
 *
 * With the RUM index (`rumPosts`: how many posts there are, null without it), see rumNewestHits.
 */
function newestHits(plan: SearchPlan, limit: number, hitCount: number, rumPosts: number | null): RawBuilder<unknown> {
  const text = textQuery(plan);
  const newest = sql`ORDER BY hit.created_at DESC, hit.post_id DESC`;
  if (!text) {
    return sql`SELECT hit.post_type, hit.post_id, hit.created_at, hit.terms FROM post_search AS hit
      WHERE ${searchConditions(plan)} ${newest} LIMIT ${limit}`;
  }
  const positions = needsPositions(plan);
  const many = hitCount > EXACT_COUNT_LIMIT;
  if (rumPosts !== null) {
    const walked = rumNewestHits(plan, limit, hitCount, rumPosts);
    if (walked) return walked;
  }
  const walk = rumPosts !== null && positions;
  const found = sql`SELECT hit.ctid AS address, hit.post_type, hit.post_id, hit.created_at FROM post_search AS hit
    WHERE ${searchConditions(plan, walk ? null : positions ? indexedTextQuery(plan) : text)} ${newest}`;
  // A candidate may fail the phrase, so how many to take is not known in advance.
  const candidates = walk
    ? sql`${found} LIMIT ${PHRASE_CANDIDATES}`
    : many && !positions
      ? sql`${found} LIMIT ${limit}`
      : found;
  const check = positions ? sql`AND hit.terms @@ ${text}` : sql``;
  // OFFSET 0 keeps the read a lookup per candidate, where a flattened join would read every candidate's terms.
  return sql`SELECT candidate.post_type, candidate.post_id, candidate.created_at, checked.terms
    FROM (${candidates}) AS candidate
    CROSS JOIN LATERAL (
      SELECT hit.terms FROM post_search AS hit WHERE hit.ctid = candidate.address ${check} OFFSET 0
    ) AS checked
    ORDER BY candidate.created_at DESC, candidate.post_id DESC LIMIT ${limit}`;
}

/** A moment after every post: the RUM index orders hits by their distance to it, newest first. */
const AFTER_EVERY_POST = sql`'3000-01-01T00:00:00Z'::timestamptz`;

/**
 * How many candidates, newest first, a phrase (or an exclusion) is checked on at most. The index finds the posts
 * holding its words without reading them, but only a post's tsvector tells where they stand; when they rarely
 * stand together, the hits are looked for among the newest PHRASE_CANDIDATES posts holding them.
 */
export const PHRASE_CANDIDATES = 10_000;

/**
 * When the RUM index beats walking the newest-first index for a word query. The index hands out hits newest
 * first without reading a row, but sorts every hit's date to do so (0.5–0.9 µs a hit); a walk reads about
 * posts ÷ hits rows for each of the 1,000 newest hits (3–7 µs a row). They cost the same near
 * hits² = RUM_SORT_FACTOR × posts: ~84,000 hits at a million posts ('coral', 34,921 hits: 18–27 ms through the
 * index against 212 ms walking; 'results', ~335,000: 251 ms against 12), ~26,000 at 100,000 posts.
 */
const RUM_SORT_FACTOR = 7000;

/**
 * The newest hits from the RUM index, or null where another plan costs less:
 * - a word query with too many hits for the posts there are (see RUM_SORT_FACTOR; walked, as without RUM);
 * - a word query filtered by year with up to EXACT_COUNT_LIMIT hits: the index knows no years, and passed 12,988
 *   hits of later years to find `coral`'s 1,000 newest among publications of 2020-2022 (58 ms), where the word
 *   and kind-and-year indexes find all 8,303 and sort them (32 ms);
 * - a phrase (or an exclusion) with more than EXACT_COUNT_LIMIT hits: then at least one post in a hundred has
 *   it, and walking the newest posts, checking each, finds them sooner than the index sorts the dates of every
 *   post holding its words (179,059 for the bench's phrase). That walk, like the RUM one, checks at most
 *   PHRASE_CANDIDATES posts.
 */
function rumNewestHits(plan: SearchPlan, limit: number, hitCount: number, posts: number): RawBuilder<unknown> | null {
  const text = textQuery(plan);
  if (!text) return null;
  if (!needsPositions(plan)) {
    const byYear = plan.filters.year_from !== undefined || plan.filters.year_to !== undefined;
    if (byYear && hitCount <= EXACT_COUNT_LIMIT) return null;
    return hitCount * hitCount > RUM_SORT_FACTOR * posts ? null : rumNewest(searchConditions(plan, text), null, limit);
  }
  if (hitCount > EXACT_COUNT_LIMIT) return null;
  return rumNewest(searchConditions(plan, indexedTextQuery(plan)), sql`AND hit.terms @@ ${text}`, limit);
}

/**
 * The newest `limit` posts meeting `conditions` (and `check`, tested on each candidate's tsvector, read by
 * address), with their terms, from the RUM index (see the migration 20261129T0100-search-rum-index): its posting
 * lists carry created_at, so it hands out the hits newest first, reading only the rows it returns, and the walk
 * stops after `limit` (with a check, after `limit` candidates passed it, or PHRASE_CANDIDATES were tried). The
 * index orders by created_at alone: the posts sharing the last one's moment are added from the (created_at)
 * index, so that ties are broken by post_id as everywhere else.
 */
function rumNewest(conditions: RawBuilder<unknown>, check: RawBuilder<unknown> | null, limit: number) {
  const distance = sql`hit.created_at <=| ${AFTER_EVERY_POST}`;
  const walked = check
    ? sql`SELECT candidate.post_type, candidate.post_id, candidate.created_at, checked.terms
      FROM (
        SELECT hit.ctid AS address, hit.post_type, hit.post_id, hit.created_at, ${distance} AS distance
        FROM post_search AS hit WHERE ${conditions} ORDER BY ${distance} LIMIT ${PHRASE_CANDIDATES}
      ) AS candidate
      CROSS JOIN LATERAL (
        SELECT hit.terms FROM post_search AS hit WHERE hit.ctid = candidate.address ${check} OFFSET 0
      ) AS checked
      ORDER BY candidate.distance LIMIT ${limit}`
    : sql`SELECT hit.post_type, hit.post_id, hit.created_at, hit.terms FROM post_search AS hit
      WHERE ${conditions} ORDER BY ${distance} LIMIT ${limit}`;
  return sql`WITH walked AS MATERIALIZED (${walked})
    SELECT * FROM (
      SELECT * FROM walked
      UNION ALL
      SELECT hit.post_type, hit.post_id, hit.created_at, hit.terms FROM post_search AS hit
      WHERE hit.created_at = (SELECT min(created_at) FROM walked) AND ${conditions} ${check ?? sql``}
        AND NOT EXISTS (SELECT 1 FROM walked WHERE walked.post_type = hit.post_type AND walked.post_id = hit.post_id)
    ) AS hit
    ORDER BY hit.created_at DESC, hit.post_id DESC LIMIT ${limit}`;
}

/**
 * A value read from the database once and kept for `keepMs` (for ever when omitted); a failed read (the database
 * unreachable a moment) is not kept, so the next search tries again.
 */
function readOnce<T>(read: () => Promise<T>, keepMs = Number.POSITIVE_INFINITY): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!kept || Date.now() - kept.at > keepMs) {
      const value = read();
      kept = { at: Date.now(), value };
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };
}

export function searchStore(db: Db) {
  // Whether the RUM index exists: looked up in the catalog once, not per search.
  const hasRumIndex = readOnce(async () => {
    const { rows } = await sql<{ found: boolean }>`
      SELECT EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = 'post_search_terms_newest_idx') AS found
    `.execute(db);
    return rows[0]?.found === true;
  });
  // How many posts there are, read again at most once a minute.
  const postCount = readOnce(async () => {
    const { rows } = await sql<{ posts: number }>`SELECT ${POSTS_THERE_ARE} AS posts`.execute(db);
    return Number(rows[0]?.posts ?? 0);
  }, 60_000);

  /** How many rows the planner expects to meet these conditions, read from EXPLAIN without running them. */
  async function plannedRows(conditions: RawBuilder<unknown>): Promise<number> {
    const { rows } = await sql<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>`
      EXPLAIN (FORMAT JSON) SELECT 1 FROM post_search AS hit WHERE ${conditions}
    `.execute(db);
    return Math.round(rows[0]?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0);
  }

  /**
   * The hits estimated from the newest SAMPLED_POSTS posts (the share of them that are hits, times the posts
   * there are), when they are surely over the limit; null otherwise, to be counted. Counting a phrase's hits
   * checks where its words stand in each candidate, reading its tsvector: 132 ms at a million posts to say
   * "over 10,000", where the sample reads a thousand (2 ms at 100,000). The sample is the newest posts, not a
   * random draw: a phrase that became common lately is overestimated, and the answer says it is an estimate.
   */
  async function sampledHits(plan: SearchPlan): Promise<number | null> {
    const { rows } = await sql<{ hits: number; posts: number }>`
      SELECT count(*) FILTER (WHERE ${searchConditions(plan)})::int AS hits, ${POSTS_THERE_ARE} AS posts
      FROM (SELECT * FROM post_search ORDER BY created_at DESC, post_id DESC LIMIT ${SAMPLED_POSTS}) AS hit
    `.execute(db);
    const { hits = 0, posts = 0 } = rows[0] ?? {};
    const share = hits / SAMPLED_POSTS;
    // Three standard errors below the sampled share, the hits are still over the limit.
    const surely = share - 3 * Math.sqrt((share * (1 - share)) / SAMPLED_POSTS);
    return hits >= TRUSTED_SAMPLE_HITS && surely * posts > EXACT_COUNT_LIMIT ? Math.round(share * posts) : null;
  }

  /** One page of hits (see page()), through the RUM index when `rumPosts` is given. */
  async function pageOfHits(
    plan: SearchPlan,
    sort: SearchSort,
    range: { offset: number; limit: number },
    hitCount: number,
    rumPosts: number | null,
  ): Promise<SearchHitKey[]> {
    const text = textQuery(plan);
    const candidates = Math.max(RANKED_CANDIDATES, range.offset + range.limit);
    const hits =
      sort === "relevance" && text
        ? sql`SELECT * FROM (${newestHits(plan, candidates, hitCount, rumPosts)}) AS hit
          ORDER BY ts_rank(hit.terms, ${text}) DESC, hit.created_at DESC, hit.post_id DESC`
        : sql`SELECT * FROM (${newestHits(plan, range.offset + range.limit, hitCount, rumPosts)}) AS hit
          ORDER BY hit.created_at DESC, hit.post_id DESC`;
    const wanted = highlightQuery(plan) ?? sql`NULL::tsquery`;
    // The fields are told apart only for the page's rows, not for every hit.
    const { rows } = await sql<SearchHitKey>`
      SELECT post_type AS type, post_id AS id, CASE
          WHEN ts_filter(terms, '{a}') @@ ${wanted} THEN 'a'
          WHEN ts_filter(terms, '{c}') @@ ${wanted} THEN 'c'
          WHEN ts_filter(terms, '{d}') @@ ${wanted} THEN 'd'
          WHEN ts_filter(terms, '{b}') @@ ${wanted} THEN 'b'
        END AS "matchedWeight"
      FROM (${hits} LIMIT ${range.limit} OFFSET ${range.offset}) AS page
    `.execute(db);
    return rows;
  }

  return {
    /**
     * One page of hits, best (or newest) first, with the weight of the first field each matched in. Relevance
     * ranks the newest RANKED_CANDIDATES hits (or as many as the page reaches), not all of them: a common word
     * matches a third of a million posts, and ranking each costs reading its whole tsvector, where taking
     * the newest walks the (created_at) index and stops early. The count (exact or estimated) tells how the
     * hits are best found (see newestHits).
     */
    async page(
      plan: SearchPlan,
      sort: SearchSort,
      range: { offset: number; limit: number },
      hitCount: number,
    ): Promise<SearchHitKey[]> {
      const rumPosts = (await hasRumIndex()) ? await postCount() : null;
      const rows = await pageOfHits(plan, sort, range, hitCount, rumPosts);
      // Through the RUM index a phrase is looked for among the newest PHRASE_CANDIDATES posts holding its words;
      // hits older than those are missed, and the page comes back shorter than the exact count says. It is then
      // read again through the GIN index, which checks every candidate, as counting them just did.
      const counted = Math.min(range.limit, hitCount - range.offset);
      const missed =
        rumPosts !== null && needsPositions(plan) && hitCount <= EXACT_COUNT_LIMIT && rows.length < counted;
      return missed ? pageOfHits(plan, sort, range, hitCount, null) : rows;
    },

    /**
     * Exact up to 10,000 hits (counting stops there); beyond, an estimate. The planner's estimate (no scan)
     * comes first: when it is far above the limit, the exact count, which would read 10,001 rows for nothing
     * more than "over 10,000", is skipped. A phrase's (or an exclusion's) estimate comes from a sample instead
     * (see sampledHits): the planner multiplies its words' shares as if they were independent, and expected 697
     * posts for the bench's phrase, which 18,500 of 100,000 hold.
     */
    async count(plan: SearchPlan): Promise<{ count: number; estimate: boolean }> {
      const phrase = needsPositions(plan);
      const sampled = phrase ? await sampledHits(plan) : null;
      if (sampled !== null) return { count: sampled, estimate: true };
      const conditions = searchConditions(plan);
      const planned = await plannedRows(conditions);
      if (!phrase && planned > SURELY_OVER_LIMIT) return { count: planned, estimate: true };
      const capped = sql<{ count: number }>`
        SELECT count(*)::int AS count FROM (
          SELECT 1 FROM post_search AS hit WHERE ${conditions} LIMIT ${EXACT_COUNT_LIMIT + 1}
        ) AS hits
      `;
      const { rows } = textQuery(plan)
        ? await db.transaction().execute(async (trx) => {
            // Stopping at 10,001 hits, a sequential scan looks cheap to the planner; but it tests each row it
            // passes by reading its whole tsvector (kilobytes, out of line, with document text), where the GIN
            // index's bitmap finds the hits of a word query reading none. Only this statement is affected.
            await sql`SET LOCAL enable_seqscan = off`.execute(trx);
            return capped.execute(trx);
          })
        : await capped.execute(db);
      const exact = rows[0]?.count ?? 0;
      if (exact <= EXACT_COUNT_LIMIT) return { count: exact, estimate: false };
      return { count: Math.max(planned, EXACT_COUNT_LIMIT + 1), estimate: true };
    },

    /** Each word as the lexicon keeps words (lower-cased, accents folded), and whether any post uses it. */
    async spellings(words: readonly string[]): Promise<{ word: string; folded: string | null; known: boolean }[]> {
      if (words.length === 0) return [];
      const typed = sql.join(words.map((word) => sql`(${word}::text)`));
      const { rows } = await sql<{ word: string; folded: string | null; known: boolean }>`
        SELECT typed.word, folded.word AS folded, EXISTS (SELECT 1 FROM search_words WHERE word = folded.word) AS known
        FROM (VALUES ${typed}) AS typed(word)
        LEFT JOIN LATERAL (
          SELECT (tsvector_to_array(to_tsvector('scholarly_names', typed.word)))[1] AS word
        ) AS folded ON true
      `.execute(db);
      return rows;
    },

    /**
     * Words of the lexicon near a word: the nearest by trigrams (an index walk; trigram similarity alone
     * misses 'nueral' for 'neural'), kept when at most two Levenshtein edits away. The caller keeps those one
     * edit away counting a swap of neighbours as one.
     */
    async wordsNear(folded: string): Promise<string[]> {
      const { rows } = await sql<{ word: string }>`
        SELECT word FROM (
          SELECT word FROM search_words ORDER BY word <-> ${folded} LIMIT 40
        ) AS nearest WHERE levenshtein(word, ${folded}) <= 2
      `.execute(db);
      return rows.map((row) => row.word);
    },

    /**
     * The snippets of a page's hits, in one statement: each the text with the wanted words marked (see
     * headlineOf), in the order asked.
     */
    async headlines(wanted: readonly Headline[], plan: SearchPlan): Promise<string[]> {
      if (wanted.length === 0) return [];
      const each = wanted.map(
        (headline, at) => sql`SELECT ${at}::int AS at, (${headlineOf(headline, plan)}) AS headline`,
      );
      const { rows } = await sql<{ at: number; headline: string | null }>`
        SELECT at, headline FROM (${sql.join(each, sql` UNION ALL `)}) AS headlines ORDER BY at
      `.execute(db);
      return rows.map((row) => row.headline ?? "");
    },

    /**
     * Research whose words match every typed word, the last one as a prefix ('neural netw'), best first, with
     * its title. The prefix is tried as typed and as its stem, since the words are stored stemmed: 'bivalve' and
     * 'networks' are prefixes of no stored word ('bivalv', 'network') but their stems are.
     */
    async suggestResearch(words: readonly string[], prefix: string, limit: number) {
      const typed = sql`quote_literal(${prefix}) || ':*'`;
      const parts = [
        ...words.map((word) => sql`plainto_tsquery('scholarly', ${word})`),
        sql`(to_tsquery('simple', ${typed}) || to_tsquery('scholarly', ${typed}))`,
      ];
      const query = sql`(${sql.join(parts, sql` && `)})`;
      // Ranks the newest SUGGESTION_CANDIDATES hits, as the search ranks its newest RANKED_CANDIDATES: a short
      // prefix matches tens of thousands of posts at a million, and ranking them all took 250 ms against 23. The
      // RUM index is not used: what is typed matches too many posts for it to sort them (80-130 ms for 'graph
      // neur' against 13 for walking the newest-first index).
      // The titles are read for the best few only, in the same statement.
      const { rows } = await sql<{ type: PostType; id: number; title: string }>`
        SELECT best.post_type AS type, best.post_id AS id, coalesce(publication.title, code.title) AS title
        FROM (
          SELECT post_type, post_id, created_at, ts_rank(recent.terms, ${query}) AS rank FROM (
            SELECT post_type, post_id, created_at, terms FROM post_search AS hit
            WHERE hit.terms @@ ${query} AND hit.post_type IN ('publication', 'code')
            ORDER BY hit.created_at DESC, hit.post_id DESC
            LIMIT ${SUGGESTION_CANDIDATES}
          ) AS recent
          ORDER BY rank DESC, created_at DESC
          LIMIT ${limit}
        ) AS best
        LEFT JOIN publications AS publication ON best.post_type = 'publication' AND publication.id = best.post_id
        LEFT JOIN user_codes AS code ON best.post_type = 'code' AND code.id = best.post_id
        WHERE coalesce(publication.id, code.id) IS NOT NULL
        ORDER BY best.rank DESC, best.created_at DESC
      `.execute(db);
      return rows;
    },

    /** The most used hashtags of posts since that moment, most used first. */
    async trendingHashtags(since: Date, limit: number): Promise<{ tag: string; count: number }[]> {
      const { rows } = await sql<{ tag: string; count: number }>`
        SELECT tag, count(*)::int AS count FROM post_search, unnest(hashtags) AS tag
        WHERE created_at >= ${since}
        GROUP BY tag ORDER BY count(*) DESC, tag LIMIT ${limit}
      `.execute(db);
      return rows;
    },
  };
}
