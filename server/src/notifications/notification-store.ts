// The notifications and notification_settings tables. Every insert skips a notification the member already
// has (same dedupe key), so an event delivered twice notifies once, and answers the ids to e-mail: those
// whose member asked for that kind by e-mail.
import {
  NOTIFICATION_SETTINGS,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsChange,
  type PostType,
} from "@scholarly/contract";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database.js";
import { type NotificationRow, selectNotifications } from "./notification-rows.js";

export type NotificationStore = ReturnType<typeof notificationStore>;

export const DEFAULT_SETTINGS: NotificationSettings = {
  email_on_follow: false,
  email_on_publication: false,
  email_on_full_text_request: true,
  email_on_fediverse_reply: true,
  weekly_digest: false,
};

/** Whether the member (settings row `s`, absent for the defaults) wants this kind of notification e-mailed. */
function wantsEmail(kind: NotificationKind): RawBuilder<boolean> {
  switch (kind) {
    case "follow":
      return sql`coalesce(s.email_on_follow, false)`;
    case "publication":
      return sql`coalesce(s.email_on_publication, false)`;
    case "full_text_request":
      return sql`coalesce(s.email_on_full_text_request, true)`;
    case "fediverse_reply":
      return sql`coalesce(s.email_on_fediverse_reply, true)`;
    default:
      return sql`false`;
  }
}

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  actorUserId: number | null;
  postType?: PostType | undefined;
  postId?: number | undefined;
  requestId?: number | undefined;
  reads?: number | undefined;
  dedupeKey: string;
}

export function notificationStore(db: Db) {
  /** Runs an INSERT … RETURNING id, user_id and answers the ids of the new rows to e-mail. */
  async function insertReturningEmails(kind: NotificationKind, insert: RawBuilder<unknown>): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`
      WITH inserted AS (${insert})
      SELECT inserted.id FROM inserted LEFT JOIN notification_settings s ON s.user_id = inserted.user_id
      WHERE ${wantsEmail(kind)}
    `.execute(db);
    return rows.map((row) => row.id);
  }

  const ON_CONFLICT = sql`ON CONFLICT (user_id, dedupe_key) DO NOTHING RETURNING id, user_id`;

  return {
    notify(n: NewNotification): Promise<number[]> {
      return insertReturningEmails(
        n.kind,
        sql`INSERT INTO notifications (user_id, kind, actor_user_id, post_type, post_id, request_id, reads, dedupe_key)
          VALUES (${n.userId}, ${n.kind}, ${n.actorUserId}, ${n.postType ?? null}, ${n.postId ?? null},
            ${n.requestId ?? null}, ${n.reads ?? null}, ${n.dedupeKey})
          ${ON_CONFLICT}`,
      );
    },

    /** "X started following you", to the followed member; profiles are looked up by id in the same statement. */
    notifyFollowed(followerProfileId: number, followedProfileId: number): Promise<number[]> {
      return insertReturningEmails(
        "follow",
        sql`INSERT INTO notifications (user_id, kind, actor_user_id, dedupe_key)
          SELECT followed.user_id, 'follow', follower.user_id, ${`follow:${followerProfileId}`}
          FROM profiles followed, profiles follower
          WHERE followed.id = ${followedProfileId} AND follower.id = ${followerProfileId}
          ${ON_CONFLICT}`,
      );
    },

    /** One set-based insert for every follower of the author, however many there are. */
    notifyFollowers(authorUserId: number, postType: PostType, postId: number): Promise<number[]> {
      return insertReturningEmails(
        "publication",
        sql`INSERT INTO notifications (user_id, kind, actor_user_id, post_type, post_id, dedupe_key)
          SELECT follower.user_id, 'publication', author.user_id, ${postType}, ${postId},
            ${`publication:${postType}:${postId}`}
          FROM profiles author
          JOIN follows ON follows.followed_profile_id = author.id
          JOIN profiles follower ON follower.id = follows.follower_profile_id
          WHERE author.user_id = ${authorUserId}
          ${ON_CONFLICT}`,
      );
    },

    async page(userId: number, range: { offset: number; limit: number }): Promise<NotificationRow[]> {
      return selectNotifications(db, sql`n.user_id = ${userId}`, range);
    },

    async byId(id: number): Promise<NotificationRow | undefined> {
      const [row] = await selectNotifications(db, sql`n.id = ${id}`, { offset: 0, limit: 1 });
      return row;
    },

    async counts(userId: number): Promise<{ count: number; unread: number }> {
      const row = await db
        .selectFrom("notifications")
        .select((eb) => [
          eb.fn.countAll<string>().as("count"),
          eb.fn.count<string>("id").filterWhere("read_at", "is", null).as("unread"),
        ])
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), unread: Number(row.unread) };
    },

    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<string>().as("unread"))
        .where("user_id", "=", userId)
        .where("read_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.unread);
    },

    /** Marks the member's own notifications read: these ids, or all of them. */
    async markRead(userId: number, which: readonly number[] | "all"): Promise<void> {
      let update = db
        .updateTable("notifications")
        .set({ read_at: new Date() })
        .where("user_id", "=", userId)
        .where("read_at", "is", null);
      if (which !== "all") update = update.where("id", "in", which);
      await update.execute();
    },

    async settingsOf(userId: number): Promise<NotificationSettings> {
      const row = await db
        .selectFrom("notification_settings")
        .select(NOTIFICATION_SETTINGS)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row ?? DEFAULT_SETTINGS;
    },

    async changeSettings(userId: number, change: NotificationSettingsChange): Promise<NotificationSettings> {
      if (Object.keys(change).length === 0) return this.settingsOf(userId);
      return db
        .insertInto("notification_settings")
        .values({ ...DEFAULT_SETTINGS, ...change, user_id: userId })
        .onConflict((conflict) => conflict.column("user_id").doUpdateSet(change))
        .returning(NOTIFICATION_SETTINGS)
        .executeTakeFirstOrThrow();
    },

    async emailOf(userId: number): Promise<string | undefined> {
      const row = await db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
      return row?.email;
    },
  };
}
