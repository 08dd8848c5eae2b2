// GET /user/profile/all-profiles/: ranked, typo-tolerant people search, or one public profile by id.
import { allProfilesQuery, dataOf, publicProfile, type SearchResult, searchResponse } from "@scholarly/contract";
import { sql } from "kysely";
import { z } from "zod";
import type { DomainRoutes } from "../app-context.js";
import type { Db } from "../db/database.js";
import { badRequest } from "../http/http-error.js";
import { mediaUrl } from "../storage/media-routes.js";
import { loadPublicProfile } from "./public-profile-routes.js";

const MAX_RESULTS = 20;
const MAX_WORDS = 5;
/** Lower than pg_trgm's 0.6 so that one typo in a short word ('turng', 'jon') still matches. */
const WORD_SIMILARITY_THRESHOLD = 0.45;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/**
 * A name matches when it contains the text, resembles it as a whole, or holds a word resembling any
 * word of it; every test is a trigram index lookup on fold_name(name). Matches rank by whole-name
 * resemblance plus how well each searched word matches a whole word of the name (so 'jon smth' puts
 * John Smith before Jonathan Smythe), exact names first.
 */
export async function searchPeople(db: Db, text: string): Promise<SearchResult[]> {
  if (text.length === 0) return [];
  const words = text
    .split(/\s+/)
    .filter((word) => word.length >= 2)
    .slice(0, MAX_WORDS);
  const name = sql`fold_name(name)`;
  const wordMatches = words.map((word) => sql`fold_name(${word}) <% ${name}`);
  const wordScores = words.map((word) => sql`strict_word_similarity(fold_name(${word}), ${name})`);
  const wordScore = words.length === 0 ? sql`0` : sql`(${sql.join(wordScores, sql` + `)}) / ${words.length}`;
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL pg_trgm.word_similarity_threshold = ${sql.lit(WORD_SIMILARITY_THRESHOLD)}`.execute(trx);
    const { rows } = await sql<{ id: number; name: string; profile_picture: string | null }>`
      SELECT id, name, profile_picture FROM profiles
      WHERE ${sql.join(
        [
          sql`${name} LIKE '%' || fold_name(${escapeLike(text)}) || '%'`,
          sql`${name} % fold_name(${text})`,
          ...wordMatches,
        ],
        sql` OR `,
      )}
      ORDER BY ${name} = fold_name(${text}) DESC,
        similarity(${name}, fold_name(${text})) + ${wordScore} DESC, name, id
      LIMIT ${MAX_RESULTS}
    `.execute(trx);
    return rows.map((row) => ({ id: row.id, name: row.name, profile_picture: mediaUrl(row.profile_picture) }));
  });
}

export const allProfilesRoutes: DomainRoutes = (app, { db, auth }) => {
  app.get(
    "/user/profile/all-profiles/",
    {
      preHandler: auth.verified,
      schema: {
        tags: ["profiles"],
        summary: "People search (?search=) or one member's public profile (?id=)",
        security: [{ bearer: [] }],
        querystring: allProfilesQuery,
        response: { 200: z.union([searchResponse, dataOf(publicProfile)]) },
      },
    },
    async (request) => {
      const { id, search } = request.query;
      if (id !== undefined) return { data: await loadPublicProfile(db, id) };
      if (search === undefined) throw badRequest("Provide search or id.");
      const results = await searchPeople(db, search);
      return { results, count: results.length };
    },
  );
};
