// Another member's public profile with every collection shown on its tabs; never the e-mail address.
import type { PublicProfile } from "@scholarly/contract";
import { notFound } from "../http/http-error.js";
import { presentCodeSnippet, presentGalleryImage, presentVideo } from "../media/presenters.js";
import { presentEducation, presentInternship, presentProject } from "../portfolio/presenters.js";
import { presentPublication } from "../publications/present-publication.js";
import type { PublicationStore } from "../publications/publication-store.js";
import { presentProfile, presentProfileSummary } from "./present-profile.js";
import type { ProfileStore } from "./profile-store.js";

const USER_NOT_FOUND = "User not found.";

export async function loadPublicProfile(
  stores: { profiles: ProfileStore; publications: PublicationStore },
  profileId: number,
): Promise<PublicProfile> {
  const { profiles, publications } = stores;
  const profile = await profiles.byId(profileId);
  if (!profile) throw notFound(USER_NOT_FOUND);
  const [published, tabs, counts] = await Promise.all([
    publications.ownedBy(profile.user_id),
    profiles.publicTabs(profile.user_id),
    profiles.followCounts(profile.id),
  ]);
  const author = presentProfileSummary(profile);
  return {
    ...presentProfile(profile),
    ...counts,
    publications: published.map((row) => presentPublication(row, author)),
    gallery_images: tabs.images.map(presentGalleryImage),
    videos: tabs.videos.map(presentVideo),
    user_codes: tabs.codes.map(presentCodeSnippet),
    internships: tabs.internships.map(presentInternship),
    projects: tabs.projects.map(presentProject),
    education: tabs.education.map(presentEducation),
  };
}
