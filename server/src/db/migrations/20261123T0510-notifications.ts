// In-app notifications and which of them each member also wants by e-mail.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN
        ('follow', 'publication', 'coauthor', 'full_text_request', 'full_text_answer', 'milestone')),
      actor_user_id integer REFERENCES users(id) ON DELETE CASCADE,
      post_type text CHECK (post_type IN ('publication', 'image', 'video', 'code')),
      post_id integer,
      request_id integer REFERENCES full_text_requests(id) ON DELETE CASCADE,
      reads integer,
      -- What makes two notifications the same: an event delivered twice (several instances, a retried
      -- job) inserts nothing the second time.
      dedupe_key text NOT NULL,
      read_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, dedupe_key)
    );
    CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
    CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
    CREATE INDEX notifications_actor_idx ON notifications (actor_user_id);

    -- A member without a row has the defaults: only full-text requests are e-mailed.
    CREATE TABLE notification_settings (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      email_on_follow boolean NOT NULL DEFAULT false,
      email_on_publication boolean NOT NULL DEFAULT false,
      email_on_full_text_request boolean NOT NULL DEFAULT true,
      weekly_digest boolean NOT NULL DEFAULT false
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE notification_settings, notifications`.execute(db);
}
