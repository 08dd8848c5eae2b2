// The author block of posts: one query for the profiles of every author on a page.
import type { UserProfileSummary } from "@scholarly/contract";
import { presentProfileSummary } from "../profiles/present-profile.js";
import type { ProfileStore } from "../profiles/profile-store.js";

export type AuthorLookup = (userId: number) => UserProfileSummary;

/** A post whose author has no profile yet still shows, credited to an unknown author. */
function unknownAuthor(userId: number): UserProfileSummary {
  return { id: 0, user_id: userId, name: "Unknown Author", profile_picture: null };
}

export async function loadAuthors(profiles: ProfileStore, userIds: readonly number[]): Promise<AuthorLookup> {
  const found = await profiles.summariesOfUsers(userIds);
  const byUser = new Map(found.map((profile) => [profile.user_id, presentProfileSummary(profile)]));
  return (userId) => byUser.get(userId) ?? unknownAuthor(userId);
}
