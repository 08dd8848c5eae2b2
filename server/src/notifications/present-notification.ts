// Shapes a notification into the wire format, with the sentence it shows.
import type { Notification } from "@scholarly/contract";
import { mediaUrl } from "../storage/media-url.js";
import type { NotificationRow } from "./notification-rows.js";

/** Builds a sent full text's download link for its requester (full-text-links.ts). */
export type FullTextLink = (request: { id: number; requester_user_id: number; link_expires_at: Date }) => string;

function describePost(row: NotificationRow): string {
  if (row.post_title === null) return "a post that has since been removed";
  switch (row.post_type) {
    case "image":
      return "a new image";
    case "video":
      return "a new video";
    default:
      return `“${row.post_title || "Untitled"}”`;
  }
}

function sentence(row: NotificationRow): string {
  const actor = row.actor_name ?? "Someone";
  const post = describePost(row);
  switch (row.kind) {
    case "follow":
      return `${actor} started following you.`;
    case "publication":
      return row.post_type === "publication" ? `${actor} published ${post}.` : `${actor} posted ${post}.`;
    case "coauthor":
      return `${actor} added you as a co-author of ${post}.`;
    case "full_text_request":
      return `${actor} asked for the full text of ${post}.${row.request_message ? ` “${row.request_message}”` : ""}`;
    case "full_text_answer":
      if (row.request_status === "declined") return `${actor} declined your request for the full text of ${post}.`;
      return row.request_status === "revoked"
        ? `${actor} sent you the full text of ${post}, then withdrew the link.`
        : `${actor} sent you the full text of ${post}.`;
    case "fediverse_reply":
      return `A reply from the fediverse to ${post} awaits your approval.`;
    case "milestone":
      return `Your post ${post} passed ${(row.reads ?? 0).toLocaleString("en")} reads.`;
  }
}

export function presentNotification(row: NotificationRow, fullTextLink: FullTextLink): Notification {
  const sent = row.kind === "full_text_answer" && row.request_status === "sent" && row.link_expires_at !== null;
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.created_at.toISOString(),
    read: row.read_at !== null,
    actor:
      row.actor_profile_id === null
        ? null
        : { id: row.actor_profile_id, name: row.actor_name ?? "", profile_picture: mediaUrl(row.actor_picture) },
    post:
      row.post_type !== null && row.post_id !== null && row.post_title !== null
        ? { id: row.post_id, type: row.post_type, title: row.post_title }
        : null,
    text: sentence(row),
    ...(row.request_id !== null && { request_id: row.request_id }),
    ...(row.request_status !== null && { request_status: row.request_status }),
    ...(row.authorship_status !== null && { authorship_status: row.authorship_status }),
    ...(sent &&
      row.request_id !== null &&
      row.link_expires_at !== null && {
        link: fullTextLink({
          id: row.request_id,
          requester_user_id: row.user_id,
          link_expires_at: row.link_expires_at,
        }),
      }),
  };
}
