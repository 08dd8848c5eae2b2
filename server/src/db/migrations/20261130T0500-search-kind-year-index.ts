// The kind and year of every searchable post in one index, so a search filtered by them finds the posts that
// hold its words and are of that kind and year from the two indexes together (a BitmapAnd), reading the rows of
// those hits only. Before, each hit of the words was read to check its kind and year: 'coral' among publications
// of 2020-2022 read 24,231 pages for 8,303 hits at a million posts (112 ms warm), where the two indexes read
// 7,438 (23 ms).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX post_search_kind_year_idx ON post_search (post_type, year)`.execute(db);
}
