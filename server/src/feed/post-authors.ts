// The author block of posts: one query for the profiles of every author on a page.
import type { UserProfileSummary } from "@scholarly/contract";
import type { Db } from "../db/database.js";
import { presentProfileSummary } from "../profiles/present-profile.js";

export type AuthorLookup = (userId: number) => UserProfileSummary;

/** A post whose author has no profile yet still shows, credited to an unknown author. */
function unknownAuthor(userId: number): UserProfileSummary {
  return { id: 0, user_id: userId, name: "Unknown Author", profile_picture: null };
}

export async function loadAuthors(db: Db, userIds: readonly number[]): Promise<AuthorLookup> {
  const unique = [...new Set(userIds)];
  const profiles =
    unique.length === 0
      ? []
      : await db
          .selectFrom("profiles")
          .select(["id", "user_id", "name", "profile_picture"])
          .where("user_id", "in", unique)
          .execute();
  const byUser = new Map(profiles.map((profile) => [profile.user_id, presentProfileSummary(profile)]));
  return (userId) => byUser.get(userId) ?? unknownAuthor(userId);
}
