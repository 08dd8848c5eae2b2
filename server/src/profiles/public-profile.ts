// Another member's public profile with every collection shown on its tabs (co-authored works among the
// publications); never the e-mail address.
import type { PublicProfile } from "@scholarly/contract";
import { notFound } from "../http/http-error.js";
import { picturedGalleryImages } from "../media/pictured-gallery-images.js";
import { presentCodeSnippet, presentVideo } from "../media/presenters.js";
import { presentEducation, presentInternship, presentProject } from "../portfolio/presenters.js";
import { picturedPublications } from "../publications/pictured-publications.js";
import type { PublicationAuthorsStore } from "../publications/publication-authors-store.js";
import type { PublicationStore } from "../publications/publication-store.js";
import type { ThumbnailStore } from "../thumbnails/thumbnail-store.js";
import type { FeaturedResearchStore } from "./featured-research-store.js";
import { presentProfile } from "./present-profile.js";
import type { ProfileStore } from "./profile-store.js";

const USER_NOT_FOUND = "User not found.";

export async function loadPublicProfile(
  stores: {
    profiles: ProfileStore;
    publications: PublicationStore;
    featured: FeaturedResearchStore;
    thumbnails: ThumbnailStore;
    authors: PublicationAuthorsStore;
  },
  profileId: number,
): Promise<PublicProfile> {
  const { profiles, publications, featured, thumbnails, authors } = stores;
  const profile = await profiles.byId(profileId);
  if (!profile) throw notFound(USER_NOT_FOUND);
  const [published, tabs, counts, featuredResearch] = await Promise.all([
    publications.listedBy(profile.user_id),
    profiles.publicTabs(profile.user_id),
    profiles.followCounts(profile.id),
    featured.of(profile.user_id),
  ]);
  return {
    ...presentProfile(profile, featuredResearch),
    ...counts,
    publications: await picturedPublications({ thumbnails, profiles, authors }).all(published),
    gallery_images: await picturedGalleryImages(thumbnails).all(tabs.images),
    videos: tabs.videos.map(presentVideo),
    user_codes: tabs.codes.map(presentCodeSnippet),
    internships: tabs.internships.map(presentInternship),
    projects: tabs.projects.map(presentProject),
    education: tabs.education.map(presentEducation),
  };
}
