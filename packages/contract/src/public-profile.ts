// GET /user/profile/all-profiles/?id= : another member's public profile with its collections.
import { z } from "zod";
import { codeSnippet, galleryImage, video } from "./media.js";
import { education, internship, project } from "./portfolio.js";
import { followCounts, profile } from "./profiles.js";
import { publication } from "./publications.js";

export const publicProfile = profile.extend({
  ...followCounts.shape,
  publications: z.array(publication),
  gallery_images: z.array(galleryImage),
  videos: z.array(video),
  user_codes: z.array(codeSnippet),
  internships: z.array(internship),
  projects: z.array(project),
  education: z.array(education),
});
export type PublicProfile = z.infer<typeof publicProfile>;
