// A member as the author block of posts, follows and notifications show them.
import type { UserProfileSummary } from "@scholarly/contract";
import { mediaUrl } from "../storage/media-url.js";
import type { ProfileSummaryRow } from "./member-store.js";

export function presentProfileSummary(row: ProfileSummaryRow): UserProfileSummary {
  return { id: row.id, user_id: row.user_id, name: row.name, profile_picture: mediaUrl(row.profile_picture) };
}

/** A post whose author has no profile yet still shows, credited to an unknown author. */
export function unknownAuthor(userId: number): UserProfileSummary {
  return { id: 0, user_id: userId, name: "Unknown Author", profile_picture: null };
}
