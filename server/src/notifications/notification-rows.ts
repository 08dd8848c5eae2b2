// Reads notifications with all they show: the actor's profile, the post's title (null once the post is
// gone), for full-text notifications where the request stands, and for co-author ones the member's answer.
import type { AuthorshipStatus, FullTextRequestStatus, NotificationKind, PostType } from "@scholarly/contract";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../db/database.js";

export interface NotificationRow {
  id: number;
  user_id: number;
  kind: NotificationKind;
  created_at: Date;
  read_at: Date | null;
  actor_profile_id: number | null;
  actor_name: string | null;
  actor_picture: string | null;
  post_type: PostType | null;
  post_id: number | null;
  /** Null when the post no longer exists; "" for images and videos, which have no title. */
  post_title: string | null;
  request_id: number | null;
  request_status: FullTextRequestStatus | null;
  request_message: string | null;
  link_expires_at: Date | null;
  reads: number | null;
  /** Null once the publication no longer names the member (declined, removed, or edited away). */
  authorship_status: AuthorshipStatus | null;
}

export async function selectNotifications(
  db: Db,
  where: RawBuilder<unknown>,
  range: { offset: number; limit: number },
): Promise<NotificationRow[]> {
  const { rows } = await sql<NotificationRow>`
    SELECT n.id, n.user_id, n.kind, n.created_at, n.read_at, n.post_type, n.post_id, n.request_id, n.reads,
      actor.id AS actor_profile_id, actor.name AS actor_name, actor.profile_picture AS actor_picture,
      coalesce(p.title, c.title, CASE WHEN g.id IS NOT NULL OR v.id IS NOT NULL THEN '' END) AS post_title,
      r.status AS request_status, r.message AS request_message, r.link_expires_at,
      named.status AS authorship_status
    FROM notifications n
    LEFT JOIN profiles actor ON actor.user_id = n.actor_user_id
    LEFT JOIN publications p ON n.post_type = 'publication' AND p.id = n.post_id
    LEFT JOIN user_codes c ON n.post_type = 'code' AND c.id = n.post_id
    LEFT JOIN gallery_images g ON n.post_type = 'image' AND g.id = n.post_id
    LEFT JOIN videos v ON n.post_type = 'video' AND v.id = n.post_id
    LEFT JOIN full_text_requests r ON r.id = n.request_id
    LEFT JOIN profiles me ON n.kind = 'coauthor' AND me.user_id = n.user_id
    LEFT JOIN publication_authors named
      ON n.kind = 'coauthor' AND n.post_type = 'publication' AND named.publication_id = n.post_id
        AND named.profile_id = me.id
    WHERE ${where}
    ORDER BY n.created_at DESC, n.id DESC
    OFFSET ${range.offset} LIMIT ${range.limit}
  `.execute(db);
  return rows;
}
