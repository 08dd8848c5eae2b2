// Shapes a stored comment into the wire format.
import type { Comment } from "@scholarly/contract";
import type { CommentRow } from "./comment-store.js";

export function presentComment(row: CommentRow): Comment {
  return {
    id: row.id,
    author: { name: row.author_name, handle: row.author_handle, url: row.author_url, avatar: row.author_avatar },
    content_html: row.content_html,
    created_at: row.created_at.toISOString(),
    status: row.status,
  };
}
