// The number of rows in each table that holds what members made, to show a refused request changed nothing.
import { sql } from "kysely";
import type { Db } from "../db/database.js";

const MEMBER_DATA_TABLES = [
  "users",
  "profiles",
  "follows",
  "publications",
  "gallery_images",
  "videos",
  "user_codes",
  "personal_portfolios",
  "education",
  "internships",
  "experiences",
  "projects",
  "featured_publications",
  "full_text_requests",
  "notifications",
  "notification_settings",
  "refresh_tokens",
  "otp_codes",
  "password_reset_tokens",
] as const;

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts = MEMBER_DATA_TABLES.map(
    (table) => sql`(SELECT count(*)::int FROM ${sql.table(table)}) AS ${sql.id(table)}`,
  );
  const { rows } = await sql<Record<string, number>>`SELECT ${sql.join(counts)}`.execute(db);
  return rows[0] ?? {};
}
