// Replies from the fediverse to a work, kept as comments its authors approve or reject, and the notification
// that one awaits them (e-mailed unless the author turns it off). A reply is stored once per Note (peers redeliver), and goes with its work: a trigger
// on each post table removes the comments of deleted posts, as no foreign key can name four tables.
import { type Kysely, sql } from "kysely";
import { POST_TABLES } from "./post-tables.js";

const KINDS_BEFORE = sql`('follow', 'publication', 'coauthor', 'full_text_request', 'full_text_answer', 'milestone')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE federation_comments (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      post_type text NOT NULL CHECK (post_type IN ('publication', 'image', 'video', 'code')),
      post_id integer NOT NULL,
      -- The Note's id: what a redelivery, an Update and a Delete name.
      note_uri text NOT NULL UNIQUE,
      -- Who wrote it: only they may change or delete it.
      actor_uri text NOT NULL,
      author_name text NOT NULL,
      author_handle text NOT NULL,
      author_url text NOT NULL,
      author_avatar text,
      content_html text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX federation_comments_post_idx ON federation_comments (post_type, post_id, created_at, id);

    CREATE FUNCTION remove_post_comments() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM federation_comments WHERE post_type = TG_ARGV[0] AND post_id IN (SELECT id FROM removed);
      RETURN NULL;
    END $$;

    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN
      ('follow', 'publication', 'coauthor', 'full_text_request', 'full_text_answer', 'milestone', 'fediverse_reply'));
    -- A reply awaits the authors as a full-text request does: e-mailed unless they say otherwise.
    ALTER TABLE notification_settings ADD COLUMN email_on_fediverse_reply boolean NOT NULL DEFAULT true;
  `.execute(db);
  for (const [type, table] of Object.entries(POST_TABLES)) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_comments_removed`)} AFTER DELETE ON ${sql.table(table)}
        REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION remove_post_comments(${sql.lit(type)})
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.values(POST_TABLES)) {
    await sql`DROP TRIGGER ${sql.id(`${table}_comments_removed`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`
    ALTER TABLE notification_settings DROP COLUMN email_on_fediverse_reply;
    DELETE FROM notifications WHERE kind = 'fediverse_reply';
    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ${KINDS_BEFORE});
    DROP FUNCTION remove_post_comments();
    DROP TABLE federation_comments;
  `.execute(db);
}
