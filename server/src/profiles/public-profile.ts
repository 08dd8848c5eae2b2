// Another member's public profile with every collection shown on its tabs (co-authored works among the
// publications); never the e-mail address.
import type { PublicProfile } from "@scholarly/contract";
import type { FollowStore } from "../follows/follow-store.js";
import { notFound } from "../http/http-error.js";
import type { MemberStore } from "../members/member-store.js";
import { presentEducation, presentInternship, presentProject } from "../portfolio/presenters.js";
import type { HydrationStore } from "../posts/hydration-store.js";
import { presentCodeSnippet, presentGalleryImage, presentVideo } from "../posts/present-media.js";
import { presentPublication } from "../posts/present-publication.js";
import type { FeaturedResearchStore } from "./featured-research-store.js";
import { presentProfile } from "./present-profile.js";
import type { ProfileStore } from "./profile-store.js";

const USER_NOT_FOUND = "User not found.";

export async function loadPublicProfile(
  stores: {
    members: MemberStore;
    profiles: ProfileStore;
    follows: FollowStore;
    featured: FeaturedResearchStore;
    hydration: HydrationStore;
  },
  profileId: number,
): Promise<PublicProfile> {
  const { members, profiles, follows, featured, hydration } = stores;
  const profile = await members.byId(profileId);
  if (!profile) throw notFound(USER_NOT_FOUND);
  const [posts, portfolio, counts, featuredResearch] = await Promise.all([
    hydration.memberPosts(profile.user_id),
    profiles.portfolioTabs(profile.user_id),
    follows.followCounts(profile.id),
    featured.of(profile.user_id),
  ]);
  return {
    ...presentProfile(profile, featuredResearch),
    ...counts,
    publications: posts.publication.map((post) => presentPublication(post)),
    gallery_images: posts.image.map((post) => presentGalleryImage(post.row, post.pictures)),
    videos: posts.video.map((post) => presentVideo(post.row)),
    user_codes: posts.code.map((post) => presentCodeSnippet(post.row)),
    internships: portfolio.internships.map(presentInternship),
    projects: portfolio.projects.map(presentProject),
    education: portfolio.education.map(presentEducation),
  };
}
