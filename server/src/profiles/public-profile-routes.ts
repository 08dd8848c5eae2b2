// Another member's public profile with every collection shown on its tabs; never the e-mail address.
import type { PublicProfile } from "@scholarly/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { notFound } from "../http/http-error.js";
import { presentCodeSnippet, presentGalleryImage, presentVideo } from "../media/presenters.js";
import { presentEducation, presentInternship, presentProject } from "../portfolio/presenters.js";
import { presentPublication } from "../publications/present-publication.js";
import { presentProfile, presentProfileSummary } from "./present-profile.js";

export const USER_NOT_FOUND = "User not found.";
/** Each tab lists newest first; the id breaks ties between rows created together. */
const NEWEST_FIRST = sql`created_at DESC, id DESC`;

async function followCounts(db: Db, profileId: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("follows")
        .select((count) => count.fn.countAll<number>().as("n"))
        .where("followed_profile_id", "=", profileId)
        .as("followers_count"),
      eb
        .selectFrom("follows")
        .select((count) => count.fn.countAll<number>().as("n"))
        .where("follower_profile_id", "=", profileId)
        .as("following_count"),
    ])
    .executeTakeFirstOrThrow();
  return { followers_count: Number(row.followers_count), following_count: Number(row.following_count) };
}

export async function loadPublicProfile(db: Db, profileId: number): Promise<PublicProfile> {
  const profile = await db.selectFrom("profiles").selectAll().where("id", "=", profileId).executeTakeFirst();
  if (!profile) throw notFound(USER_NOT_FOUND);
  const owner = profile.user_id;
  const [publications, images, videos, codes, internships, projects, education, counts] = await Promise.all([
    db.selectFrom("publications").selectAll().where("user_id", "=", owner).orderBy(NEWEST_FIRST).execute(),
    db.selectFrom("gallery_images").selectAll().where("user_id", "=", owner).orderBy(NEWEST_FIRST).execute(),
    db.selectFrom("videos").selectAll().where("user_id", "=", owner).orderBy(NEWEST_FIRST).execute(),
    db.selectFrom("user_codes").selectAll().where("user_id", "=", owner).orderBy(NEWEST_FIRST).execute(),
    db.selectFrom("internships").selectAll().where("user_id", "=", owner).orderBy(NEWEST_FIRST).execute(),
    db.selectFrom("projects").selectAll().where("user_id", "=", owner).orderBy(NEWEST_FIRST).execute(),
    db.selectFrom("education").selectAll().where("user_id", "=", owner).orderBy(NEWEST_FIRST).execute(),
    followCounts(db, profile.id),
  ]);
  const author = presentProfileSummary(profile);
  return {
    ...presentProfile(profile),
    ...counts,
    publications: publications.map((row) => presentPublication(row, author)),
    gallery_images: images.map(presentGalleryImage),
    videos: videos.map(presentVideo),
    user_codes: codes.map(presentCodeSnippet),
    internships: internships.map(presentInternship),
    projects: projects.map(presentProject),
    education: education.map(presentEducation),
  };
}
