// Research search at a million posts (issue 20): where the server offers the rum extension, a RUM index over
// post_search whose posting lists carry each post's created_at, so the hits of a word come out newest first
// without reading a row (the GIN index knows only which posts hold a word; finding the newest 1,000 of 35,000
// read each one's tsvector). Where rum is not available (PGlite, a server without the package) nothing is
// created and search keeps its GIN plans; search-store.ts looks for the index once. rum is not a trusted
// extension: unless the database's owner is a superuser, an administrator creates it first (docs/deploy.md),
// and without it the migration leaves the index out rather than fail.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  const usable = await sql`
    SELECT 1 FROM pg_available_extensions WHERE name = 'rum'
      AND (installed_version IS NOT NULL OR (SELECT rolsuper FROM pg_roles WHERE rolname = current_user))
  `.execute(db);
  if (usable.rows.length === 0) return;
  await sql`CREATE EXTENSION IF NOT EXISTS rum`.execute(db);
  await sql`
    CREATE INDEX post_search_terms_newest_idx ON post_search
      USING rum (terms rum_tsvector_addon_ops, created_at) WITH (attach = 'created_at', to = 'terms')
  `.execute(db);
}
