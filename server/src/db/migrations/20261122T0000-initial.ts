// The whole first schema: accounts, profiles, follows, every kind of post, reads and the portfolio.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      email_verified boolean NOT NULL DEFAULT false,
      failed_logins integer NOT NULL DEFAULT 0,
      login_locked_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE otp_codes (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      failed_attempts integer NOT NULL DEFAULT 0,
      locked_until timestamptz,
      sent_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE password_reset_tokens (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

    CREATE TABLE refresh_tokens (
      id text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

    CREATE TABLE profiles (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      name text NOT NULL,
      institution text NOT NULL DEFAULT '',
      research_areas text NOT NULL DEFAULT '',
      degree text NOT NULL DEFAULT '',
      primary_affiliation text NOT NULL DEFAULT '',
      current_activity text NOT NULL DEFAULT '',
      bio text NOT NULL DEFAULT '',
      profile_picture text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE follows (
      follower_profile_id integer NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      followed_profile_id integer NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (follower_profile_id, followed_profile_id),
      CHECK (follower_profile_id <> followed_profile_id)
    );
    CREATE INDEX follows_followed_idx ON follows (followed_profile_id);

    CREATE TABLE publications (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title text NOT NULL,
      author text NOT NULL DEFAULT '',
      publication_date date,
      publication_type text NOT NULL DEFAULT 'article',
      doi text,
      abstract text NOT NULL DEFAULT '',
      upload_document text,
      reads integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX publications_user_idx ON publications (user_id, created_at DESC);

    CREATE TABLE gallery_images (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      image text NOT NULL,
      description text NOT NULL,
      reads integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX gallery_images_user_idx ON gallery_images (user_id, created_at DESC);

    CREATE TABLE videos (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      video text NOT NULL,
      description text NOT NULL,
      reads integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX videos_user_idx ON videos (user_id, created_at DESC);

    CREATE TABLE user_codes (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title text NOT NULL,
      code_of text NOT NULL,
      code text NOT NULL DEFAULT '',
      git_link text NOT NULL DEFAULT '',
      media text,
      reads integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX user_codes_user_idx ON user_codes (user_id, created_at DESC);

    -- One row per reader, post and day: a read counts once a day however often the page is opened.
    CREATE TABLE post_reads (
      post_type text NOT NULL,
      post_id integer NOT NULL,
      reader_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      read_on date NOT NULL,
      PRIMARY KEY (post_type, post_id, reader_user_id, read_on)
    );

    CREATE TABLE personal_portfolios (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      cv_pdf text,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE education (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      school text NOT NULL,
      degree text NOT NULL,
      field_study text NOT NULL DEFAULT '',
      start_year text NOT NULL DEFAULT '',
      end_year text NOT NULL DEFAULT '',
      start_month text,
      end_month text,
      grade text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      skills text[] NOT NULL DEFAULT '{}',
      media text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX education_user_idx ON education (user_id);

    CREATE TABLE internships (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title text NOT NULL,
      company text NOT NULL,
      currently_working boolean NOT NULL DEFAULT false,
      start_month text NOT NULL,
      start_year integer NOT NULL,
      end_month text,
      end_year integer,
      location text NOT NULL DEFAULT '',
      location_type text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      skills text[] NOT NULL DEFAULT '{}',
      media text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX internships_user_idx ON internships (user_id);

    CREATE TABLE experiences (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title text NOT NULL,
      company text NOT NULL,
      employment_type text NOT NULL DEFAULT '',
      is_current boolean NOT NULL DEFAULT false,
      start_month text,
      start_year integer,
      end_month text,
      end_year integer,
      location text NOT NULL DEFAULT '',
      location_type text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      skills text[] NOT NULL DEFAULT '{}',
      media text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX experiences_user_idx ON experiences (user_id);

    CREATE TABLE projects (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      project_name text NOT NULL,
      description text NOT NULL DEFAULT '',
      skills text[] NOT NULL DEFAULT '{}',
      media text,
      is_current boolean NOT NULL DEFAULT false,
      start_month text,
      start_year integer,
      end_month text,
      end_year integer,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX projects_user_idx ON projects (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE projects, experiences, internships, education, personal_portfolios, post_reads,
      user_codes, videos, gallery_images, publications, follows, profiles, refresh_tokens,
      password_reset_tokens, otp_codes, users;
  `.execute(db);
}
