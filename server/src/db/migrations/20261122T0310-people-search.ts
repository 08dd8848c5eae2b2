// People search by whole words: each profile keeps its folded name words, indexed, and every word any
// name has used is kept in a small dictionary that typo-tolerant lookups search instead of 100k names.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- 'María O''Connor-Smith' → {maria, o, connor, smith}: folded like fold_name, split at spaces and ASCII
    -- punctuation only (not at "anything but [:alnum:]", which would cut Devanagari words at their vowel
    -- signs). people-search-words.ts nameWords() applies the same rule to the searched text.
    CREATE FUNCTION name_words(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN
      array_remove(regexp_split_to_array(fold_name($1), '[[:space:]!-/:-@[-\`{-~‘’]+'), '');

    -- Stored, so ranking reads the words instead of re-running the regular expression on every candidate.
    ALTER TABLE profiles ADD COLUMN name_words text[] GENERATED ALWAYS AS (name_words(name)) STORED;
    CREATE INDEX profiles_name_words_idx ON profiles USING gin (name_words);
    -- The whole-name trigram index searched before; word lookups replace it.
    DROP INDEX profiles_name_trgm_idx;

    -- Who holds each word, in word order: "any 20 holders of 'wang'" reads 20 index entries, where the GIN
    -- index above would first gather all 10,000 (it stays for "holds both 'li' and 'wang'").
    CREATE TABLE profile_name_words (
      word text NOT NULL,
      profile_id integer NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      PRIMARY KEY (word, profile_id)
    );
    CREATE INDEX profile_name_words_profile_idx ON profile_name_words (profile_id);
    INSERT INTO profile_name_words SELECT DISTINCT unnest(name_words), id FROM profiles;

    -- Every distinct word of every name (a few hundred to tens of thousands, against 100k+ profiles), where
    -- typos are looked up. Words are never removed: a word nobody holds any more matches no profile.
    CREATE TABLE name_word_dictionary (word text PRIMARY KEY);
    CREATE INDEX name_word_dictionary_trgm_idx ON name_word_dictionary USING gist (word gist_trgm_ops);
    INSERT INTO name_word_dictionary SELECT DISTINCT word FROM profile_name_words;

    CREATE FUNCTION index_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM profile_name_words held USING old_profiles, new_profiles
          WHERE held.profile_id = old_profiles.id AND new_profiles.id = old_profiles.id
            AND new_profiles.name_words IS DISTINCT FROM old_profiles.name_words;
      END IF;
      INSERT INTO profile_name_words SELECT DISTINCT unnest(name_words), id FROM new_profiles ON CONFLICT DO NOTHING;
      INSERT INTO name_word_dictionary SELECT DISTINCT unnest(name_words) FROM new_profiles ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$;
    -- Statement triggers with transition tables: a few set-wise inserts per statement, so bulk seeding
    -- stays fast. Deleted profiles lose their words by the foreign key's cascade.
    CREATE TRIGGER profiles_added_name_words AFTER INSERT ON profiles
      REFERENCING NEW TABLE AS new_profiles FOR EACH STATEMENT EXECUTE FUNCTION index_name_words();
    CREATE TRIGGER profiles_renamed_name_words AFTER UPDATE ON profiles
      REFERENCING OLD TABLE AS old_profiles NEW TABLE AS new_profiles
      FOR EACH STATEMENT EXECUTE FUNCTION index_name_words();

    -- Statistics now, so the first searches are planned on the real sizes rather than on defaults.
    ANALYZE profiles, profile_name_words, name_word_dictionary;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER profiles_renamed_name_words ON profiles;
    DROP TRIGGER profiles_added_name_words ON profiles;
    DROP FUNCTION index_name_words();
    DROP TABLE name_word_dictionary, profile_name_words;
    ALTER TABLE profiles DROP COLUMN name_words;
    DROP FUNCTION name_words(text);
    CREATE INDEX profiles_name_trgm_idx ON profiles USING gin (fold_name(name) gin_trgm_ops);
  `.execute(db);
}
