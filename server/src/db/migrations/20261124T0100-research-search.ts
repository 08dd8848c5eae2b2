// Full-text search of every kind of post: one row per post in post_search with a weighted tsvector (title A,
// authors and hashtags B, abstract/description C, the document's own text D), kept by triggers, and a
// lexicon of the indexed words for typo-tolerant lookups.
import { type Kysely, sql } from "kysely";
import { POST_TABLES } from "./post-tables.js";

/** The columns whose change alters what a post is found by (reads and thumbnails change often, and do not). */
const SEARCHED_COLUMNS = {
  publication: ["title", "author", "abstract", "publication_type", "publication_date", "doi", "upload_mode"],
  image: ["description"],
  video: ["description"],
  code: ["title", "code", "code_of"],
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS unaccent;
    CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

    -- English stemming with accents folded first ('Müller' is indexed and searched as 'muller').
    CREATE TEXT SEARCH CONFIGURATION scholarly (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION scholarly ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
    -- Names are not stemmed ('Collins' is not 'Collin') and keep their stop words ('An', 'De').
    CREATE TEXT SEARCH CONFIGURATION scholarly_names (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION scholarly_names ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;

    -- '#Deep_learning and #AI' → {deep_learning, ai}, folded like names (fold_name).
    CREATE FUNCTION post_hashtags(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
      ARRAY(SELECT DISTINCT fold_name(tag[1]) FROM regexp_matches($1, '#(\\w+)', 'g') AS tag);

    -- A DOI as a reader pastes it: 'https://doi.org/10.1000/XYZ' and 'doi:10.1000/xyz' are '10.1000/xyz'.
    CREATE FUNCTION normalized_doi(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
      nullif(regexp_replace(lower(trim($1)), '^(https?://(dx\\.)?doi\\.org/|doi:)', ''), '');

    -- A tsvector holds at most 1 MB; a few hundred thousand characters (a long paper) stay well below it.
    CREATE FUNCTION searchable_document(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
      left(coalesce($1, ''), 300000);

    CREATE TABLE post_search (
      post_type text NOT NULL,
      post_id integer NOT NULL,
      user_id integer NOT NULL,
      created_at timestamptz NOT NULL,
      -- A publication's publication_date year, else the posting year (UTC).
      year integer NOT NULL,
      publication_type text,
      doi text,
      hashtags text[] NOT NULL,
      authors tsvector NOT NULL,
      terms tsvector NOT NULL,
      PRIMARY KEY (post_type, post_id)
    );
    CREATE INDEX post_search_terms_idx ON post_search USING gin (terms);
    CREATE INDEX post_search_authors_idx ON post_search USING gin (authors);
    CREATE INDEX post_search_hashtags_idx ON post_search USING gin (hashtags);
    CREATE INDEX post_search_doi_idx ON post_search (doi) WHERE doi IS NOT NULL;
    CREATE INDEX post_search_newest_idx ON post_search (created_at DESC, post_id DESC);

    -- What each post is found by, computed from the posts, their members' names and their documents' text.
    -- The text of a private-only document is left out: its words must not leak through search snippets.
    CREATE VIEW post_search_source AS
      SELECT 'publication'::text AS post_type, post.id AS post_id, post.user_id, post.created_at,
        coalesce(extract(year FROM post.publication_date), extract(year FROM post.created_at AT TIME ZONE 'UTC'))::int
          AS year,
        post.publication_type, normalized_doi(post.doi) AS doi, post_hashtags(post.abstract) AS hashtags,
        to_tsvector('scholarly_names', post.author || ' ' || coalesce(member.name, '')) AS authors,
        setweight(to_tsvector('scholarly', post.title), 'A')
          || setweight(to_tsvector('scholarly', concat_ws(' ', post.author, member.name,
               array_to_string(post_hashtags(post.abstract), ' '))), 'B')
          || setweight(to_tsvector('scholarly', post.abstract), 'C')
          || setweight(to_tsvector('scholarly', searchable_document(document.text)), 'D') AS terms,
        to_tsvector('scholarly_names', concat_ws(' ', post.title, post.abstract, searchable_document(document.text)))
          AS spellings
      FROM publications AS post
      LEFT JOIN profiles AS member ON member.user_id = post.user_id
      LEFT JOIN document_texts AS document
        ON document.post_kind = 'publication' AND document.post_id = post.id AND post.upload_mode <> 'private'
    UNION ALL
      SELECT 'image', post.id, post.user_id, post.created_at,
        extract(year FROM post.created_at AT TIME ZONE 'UTC')::int, NULL, NULL, post_hashtags(post.description),
        to_tsvector('scholarly_names', coalesce(member.name, '')),
        setweight(to_tsvector('scholarly', concat_ws(' ', member.name,
            array_to_string(post_hashtags(post.description), ' '))), 'B')
          || setweight(to_tsvector('scholarly', post.description), 'C'),
        to_tsvector('scholarly_names', post.description)
      FROM gallery_images AS post LEFT JOIN profiles AS member ON member.user_id = post.user_id
    UNION ALL
      SELECT 'video', post.id, post.user_id, post.created_at,
        extract(year FROM post.created_at AT TIME ZONE 'UTC')::int, NULL, NULL, post_hashtags(post.description),
        to_tsvector('scholarly_names', coalesce(member.name, '')),
        setweight(to_tsvector('scholarly', concat_ws(' ', member.name,
            array_to_string(post_hashtags(post.description), ' '))), 'B')
          || setweight(to_tsvector('scholarly', post.description), 'C'),
        to_tsvector('scholarly_names', post.description)
      FROM videos AS post LEFT JOIN profiles AS member ON member.user_id = post.user_id
    UNION ALL
      SELECT 'code', post.id, post.user_id, post.created_at,
        extract(year FROM post.created_at AT TIME ZONE 'UTC')::int, NULL, NULL, post_hashtags(post.code),
        to_tsvector('scholarly_names', coalesce(member.name, '')),
        setweight(to_tsvector('scholarly', post.title), 'A')
          || setweight(to_tsvector('scholarly', concat_ws(' ', member.name,
               array_to_string(post_hashtags(post.code), ' '))), 'B')
          || setweight(to_tsvector('scholarly', post.code || ' ' || post.code_of), 'C')
          || setweight(to_tsvector('scholarly', searchable_document(document.text)), 'D'),
        to_tsvector('scholarly_names', concat_ws(' ', post.title, post.code, searchable_document(document.text)))
      FROM user_codes AS post
      LEFT JOIN profiles AS member ON member.user_id = post.user_id
      LEFT JOIN document_texts AS document ON document.post_kind = 'code' AND document.post_id = post.id;

    -- Every word of the posts' texts as written (not stemmed: 'vintrolik' is one letter from 'vintrolic' but two
    -- from its stem 'vintrol'; lower-cased, accents folded, 4 to 40 letters), where a misspelt word looks for
    -- its neighbours: a small table against millions of posts. Words are never removed: one no post holds any
    -- more finds nothing.
    CREATE TABLE search_words (word text PRIMARY KEY);
    CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops);

    CREATE FUNCTION refresh_post_search(kind text, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      IF cardinality(ids) = 0 THEN RETURN; END IF;
      -- The source rows are computed once (a CTE used twice) for the index and the lexicon.
      WITH source AS MATERIALIZED (
        SELECT * FROM post_search_source WHERE post_type = kind AND post_id = ANY(ids)
      ), indexed AS (
        INSERT INTO post_search (post_type, post_id, user_id, created_at, year, publication_type, doi, hashtags,
            authors, terms)
          SELECT post_type, post_id, user_id, created_at, year, publication_type, doi, hashtags, authors, terms
          FROM source
        ON CONFLICT (post_type, post_id) DO UPDATE SET user_id = EXCLUDED.user_id,
          created_at = EXCLUDED.created_at, year = EXCLUDED.year, publication_type = EXCLUDED.publication_type,
          doi = EXCLUDED.doi, hashtags = EXCLUDED.hashtags, authors = EXCLUDED.authors, terms = EXCLUDED.terms
      )
      INSERT INTO search_words
        SELECT DISTINCT word FROM source, unnest(tsvector_to_array(spellings)) AS word
        WHERE length(word) BETWEEN 4 AND 40
      ON CONFLICT DO NOTHING;
    END $$;

    -- Statement triggers on inserts: a batch of 5,000 posts is indexed by one set-wise statement.
    CREATE FUNCTION index_added_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM refresh_post_search(TG_ARGV[0], ARRAY(SELECT id FROM added));
      RETURN NULL;
    END $$;
    -- Row triggers on updates, so they can fire only when a searched column changed (read counts do not).
    CREATE FUNCTION index_changed_post() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM refresh_post_search(TG_ARGV[0], ARRAY[NEW.id]);
      RETURN NULL;
    END $$;
    CREATE FUNCTION unindex_removed_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM post_search USING removed WHERE post_type = TG_ARGV[0] AND post_id = removed.id;
      RETURN NULL;
    END $$;

    -- A document's text arrives (or changes) after its post: index the post again.
    CREATE FUNCTION index_document_texts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM refresh_post_search('publication', ARRAY(SELECT post_id FROM changed WHERE post_kind = 'publication'));
      PERFORM refresh_post_search('code', ARRAY(SELECT post_id FROM changed WHERE post_kind = 'code'));
      RETURN NULL;
    END $$;
    CREATE TRIGGER document_texts_added_search AFTER INSERT ON document_texts
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION index_document_texts();
    CREATE TRIGGER document_texts_changed_search AFTER UPDATE ON document_texts
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION index_document_texts();
    CREATE TRIGGER document_texts_removed_search AFTER DELETE ON document_texts
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION index_document_texts();

    -- A member's new or changed name finds their posts by author.
    CREATE FUNCTION index_members_posts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM refresh_post_search('publication', ARRAY(SELECT id FROM publications WHERE user_id = NEW.user_id));
      PERFORM refresh_post_search('image', ARRAY(SELECT id FROM gallery_images WHERE user_id = NEW.user_id));
      PERFORM refresh_post_search('video', ARRAY(SELECT id FROM videos WHERE user_id = NEW.user_id));
      PERFORM refresh_post_search('code', ARRAY(SELECT id FROM user_codes WHERE user_id = NEW.user_id));
      RETURN NULL;
    END $$;
    CREATE TRIGGER profiles_named_search AFTER INSERT ON profiles
      FOR EACH ROW EXECUTE FUNCTION index_members_posts();
    CREATE TRIGGER profiles_renamed_search AFTER UPDATE OF name ON profiles
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION index_members_posts();
  `.execute(db);

  for (const [kind, table] of Object.entries(POST_TABLES) as [keyof typeof POST_TABLES, string][]) {
    const posts = sql.table(table);
    const columns = SEARCHED_COLUMNS[kind];
    const changed = sql.join(
      columns.map((column) => sql`OLD.${sql.ref(column)} IS DISTINCT FROM NEW.${sql.ref(column)}`),
      sql` OR `,
    );
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_added_search`)} AFTER INSERT ON ${posts}
        REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION index_added_posts(${sql.lit(kind)});
      CREATE TRIGGER ${sql.id(`${table}_changed_search`)} AFTER UPDATE ON ${posts}
        FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION index_changed_post(${sql.lit(kind)});
      CREATE TRIGGER ${sql.id(`${table}_removed_search`)} AFTER DELETE ON ${posts}
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION unindex_removed_posts(${sql.lit(kind)});
    `.execute(db);
  }

  // Posts written before this migration, kind by kind.
  for (const kind of Object.keys(POST_TABLES)) {
    await sql`SELECT refresh_post_search(${sql.lit(kind)}, ARRAY(SELECT id FROM ${sql.table(POST_TABLES[kind as keyof typeof POST_TABLES])}))`.execute(
      db,
    );
  }
  await sql`ANALYZE post_search, search_words`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.values(POST_TABLES)) {
    await sql`
      DROP TRIGGER ${sql.id(`${table}_added_search`)} ON ${sql.table(table)};
      DROP TRIGGER ${sql.id(`${table}_changed_search`)} ON ${sql.table(table)};
      DROP TRIGGER ${sql.id(`${table}_removed_search`)} ON ${sql.table(table)};
    `.execute(db);
  }
  await sql`
    DROP TRIGGER profiles_renamed_search ON profiles;
    DROP TRIGGER profiles_named_search ON profiles;
    DROP TRIGGER document_texts_removed_search ON document_texts;
    DROP TRIGGER document_texts_changed_search ON document_texts;
    DROP TRIGGER document_texts_added_search ON document_texts;
    DROP FUNCTION index_members_posts(), index_document_texts(), unindex_removed_posts(), index_changed_post(),
      index_added_posts(), refresh_post_search(text, integer[]);
    DROP TABLE search_words;
    DROP VIEW post_search_source;
    DROP TABLE post_search;
    DROP FUNCTION searchable_document(text), normalized_doi(text), post_hashtags(text);
    DROP TEXT SEARCH CONFIGURATION scholarly_names;
    DROP TEXT SEARCH CONFIGURATION scholarly;
  `.execute(db);
}
