// Indexes the feed reads newest first, and trigram search over profile names (people search).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    -- The feed walks each kind of post newest first and merges them; these keep every walk an index scan.
    CREATE INDEX publications_feed_idx ON publications (created_at DESC, id DESC);
    CREATE INDEX gallery_images_feed_idx ON gallery_images (created_at DESC, id DESC);
    CREATE INDEX videos_feed_idx ON videos (created_at DESC, id DESC);
    CREATE INDEX user_codes_feed_idx ON user_codes (created_at DESC, id DESC);

    -- Names compare lower-cased with common Latin accents folded ('María' is found by 'maria'), without
    -- the unaccent extension, which is not immutable and so cannot be indexed.
    CREATE FUNCTION fold_name(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
      translate(lower($1), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçćčšśžýÿ', 'aaaaaaaeeeeeiiiiiooooooouuuuuncccsszyy');
    CREATE INDEX profiles_name_trgm_idx ON profiles USING gin (fold_name(name) gin_trgm_ops);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX profiles_name_trgm_idx, user_codes_feed_idx, videos_feed_idx, gallery_images_feed_idx,
      publications_feed_idx;
    DROP FUNCTION fold_name(text);
  `.execute(db);
}
