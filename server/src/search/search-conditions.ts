// Turns a parsed search and its filters into SQL over post_search: the tsquery, the WHERE conditions and the
// query used to find and highlight where each hit matched. Every value travels as a parameter.
import type { PostType, PublicationType } from "@scholarly/contract";
import { type RawBuilder, sql } from "kysely";
import type { ParsedSearch } from "./parse-search.js";

export interface SearchFilters {
  kind?: PostType | undefined;
  publication_type?: PublicationType | undefined;
  year_from?: number | undefined;
  year_to?: number | undefined;
  full_text?: boolean | undefined;
}

/** What to look for: the parsed text, the words a misspelt word may stand for, and the filters. */
export interface SearchPlan {
  parsed: ParsedSearch;
  /** For a word that matched nothing: the indexed words one edit away. */
  corrections: ReadonlyMap<string, readonly string[]>;
  filters: SearchFilters;
}

type Sql = RawBuilder<unknown>;

/** A word as typed, or (after a typo) any of the words posts use one edit away from it. */
function wordQuery(word: string, corrections: readonly string[] | undefined): Sql {
  const spellings = [word, ...(corrections ?? [])].map((spelling) => sql`plainto_tsquery('scholarly', ${spelling})`);
  return spellings.length === 1 ? (spellings[0] as Sql) : sql`(${sql.join(spellings, sql` || `)})`;
}

const wordParts = ({ parsed, corrections }: SearchPlan): Sql[] =>
  parsed.words.map((word) => wordQuery(word, corrections.get(word)));

function positiveParts(plan: SearchPlan): Sql[] {
  const { parsed } = plan;
  return [...wordParts(plan), ...parsed.phrases.map((phrase) => sql`phraseto_tsquery('scholarly', ${phrase})`)];
}

/** Every word and phrase must match, and no excluded one; null when the text has neither. */
export function textQuery(plan: SearchPlan): Sql | null {
  const parts = [
    ...positiveParts(plan),
    ...plan.parsed.excluded.map((text) => sql`!! phraseto_tsquery('scholarly', ${text})`),
  ];
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` && `)})`;
}

/**
 * Whether the text query asks where words stand (a phrase, or an exclusion, which may be a phrase): the GIN
 * index keeps which posts hold a word but not where, so each post it finds must then be read and checked.
 */
export function needsPositions({ parsed }: SearchPlan): boolean {
  return parsed.phrases.length > 0 || parsed.excluded.length > 0;
}

/**
 * The text query as the GIN index answers it alone, reading no post: every word, each phrase's words anywhere
 * in the post, no exclusion. Every hit of textQuery is one of its hits. Null when it has no part.
 */
export function indexedTextQuery(plan: SearchPlan): Sql | null {
  const parts = [
    ...wordParts(plan),
    ...plan.parsed.phrases.map((phrase) => sql`plainto_tsquery('scholarly', ${phrase})`),
  ];
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` && `)})`;
}

/**
 * Any of the wanted words, phrases or hashtags: where a hit matched is where any of them is, since the words
 * of a query may sit in different fields. Null when the search has none (only filters, author:, a DOI).
 */
export function highlightQuery(plan: SearchPlan): Sql | null {
  const parts = [
    ...positiveParts(plan),
    // '#deep_learning' is indexed as the words 'deep' 'learning'.
    ...plan.parsed.hashtags.map((tag) => sql`phraseto_tsquery('scholarly', replace(${tag}, '_', ' '))`),
  ];
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` || `)})`;
}

export function authorQuery(plan: SearchPlan): Sql | null {
  const { authors } = plan.parsed;
  if (authors.length === 0) return null;
  return sql`(${sql.join(
    authors.map((name) => sql`plainto_tsquery('scholarly_names', ${name})`),
    sql` && `,
  )})`;
}

/** The WHERE clause over post_search (aliased `hit`), with the text query given (textQuery unless told). */
export function searchConditions(plan: SearchPlan, text: Sql | null = textQuery(plan)): Sql {
  const { parsed, filters } = plan;
  const conditions: Sql[] = [];
  if (text) conditions.push(sql`hit.terms @@ ${text}`);
  if (parsed.hashtags.length > 0) {
    const tags = parsed.hashtags.map((tag) => sql`fold_name(${tag})`);
    conditions.push(sql`hit.hashtags @> ARRAY[${sql.join(tags)}]::text[]`);
  }
  const authors = authorQuery(plan);
  if (authors) conditions.push(sql`hit.authors @@ ${authors}`);
  if (parsed.unknownType) conditions.push(sql`false`);
  if (parsed.types.length > 0) conditions.push(sql`hit.publication_type IN (${sql.join(parsed.types)})`);
  if (parsed.doi) conditions.push(sql`hit.doi = ${parsed.doi}`);
  if (filters.kind) conditions.push(sql`hit.post_type = ${filters.kind}`);
  if (filters.publication_type) conditions.push(sql`hit.publication_type = ${filters.publication_type}`);
  if (filters.year_from !== undefined) conditions.push(sql`hit.year >= ${filters.year_from}`);
  if (filters.year_to !== undefined) conditions.push(sql`hit.year <= ${filters.year_to}`);
  if (filters.full_text) {
    conditions.push(sql`hit.post_type = 'publication' AND EXISTS (
      SELECT 1 FROM publications AS post WHERE post.id = hit.post_id AND post.upload_mode <> 'none')`);
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);
}
