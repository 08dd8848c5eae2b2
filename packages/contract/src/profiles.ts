// Profiles: creation, update, public view and people search (part 1 sections 2.7, 2.14, 3; part 2 section 3).
import { z } from "zod";
import { orcidField } from "./bibliographic.js";
import { MAX_RECORD_ID, skillList } from "./common.js";

export const DEGREE_CHOICES = {
  "Bachelor's": [
    "B.A.",
    "B.Sc.",
    "B.Com",
    "BBA",
    "BCA",
    "B.Tech",
    "B.E.",
    "LL.B.",
    "MBBS",
    "B.Pharm",
    "B.Arch",
    "BFA",
    "BDS",
  ],
  "Master's": ["M.A.", "M.Sc.", "M.Com", "MBA", "MCA", "M.Tech", "M.E.", "LL.M.", "M.Pharm", "MFA", "M.Phil"],
  "Ph.D.": ["Ph.D."],
  Other: ["Other"],
} as const;
export const DEGREES: readonly string[] = Object.values(DEGREE_CHOICES).flat();

export const PROFILE_LIST_LIMIT = 20;
export const SPOTLIGHT_LIMIT = 500;

/** Disciplines or languages: repeated fields (or one comma-separated value), trimmed, blanks dropped. */
const profileList = (noun: string) =>
  skillList.pipe(
    z
      .array(z.string().max(100, `Each of the ${noun} must be at most 100 characters.`))
      .max(PROFILE_LIST_LIMIT, `At most ${PROFILE_LIST_LIMIT} ${noun}.`),
  );

/** The optional profile blocks, in the create and the update form alike. */
const profileExtras = {
  disciplines: profileList("disciplines"),
  languages: profileList("languages"),
  spotlight: z
    .string()
    .trim()
    .max(SPOTLIGHT_LIMIT, `Spotlight must be at most ${SPOTLIGHT_LIMIT} characters.`)
    .optional(),
  /** Bare or as its https://orcid.org/ URL; an empty value removes it. */
  orcid: orcidField.optional(),
};

const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

/** Multipart text fields of POST /user/profile/create-profile/ (the picture is a file part). */
export const createProfileFields = z.object({
  name: requiredText("All fields are required.", 120),
  institution: requiredText("All fields are required."),
  research_areas: requiredText("All fields are required.", 500),
  bio: requiredText("All fields are required.", 2000),
  ...profileExtras,
});
export type CreateProfileFields = z.input<typeof createProfileFields>;

/** Multipart text fields of PATCH /user/profile/create-profile/; any subset may be sent. */
export const updateProfileFields = z.object({
  name: requiredText("Name is required", 120).optional(),
  degree: z.enum(DEGREES as [string, ...string[]], { error: "Please select a degree" }).optional(),
  primary_affiliation: requiredText("Primary affiliation is required").optional(),
  current_activity: requiredText("Current activity is required").optional(),
  institution: z.string().trim().max(200).optional(),
  research_areas: z.string().trim().max(500).optional(),
  bio: z.string().trim().max(2000).optional(),
  ...profileExtras,
});
export type UpdateProfileFields = z.input<typeof updateProfileFields>;

export const profile = z.object({
  id: z.number().int(),
  user: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  institution: z.string(),
  research_areas: z.string(),
  degree: z.string(),
  primary_affiliation: z.string(),
  current_activity: z.string(),
  bio: z.string(),
  disciplines: z.array(z.string()),
  languages: z.array(z.string()),
  spotlight: z.string(),
  /** The bare ORCID iD, 0000-0002-1825-0097, or null. */
  orcid: z.string().nullable(),
  /** Up to 5 of the member's own publication ids, in the chosen order; empty when none were chosen. */
  featured_research: z.array(z.number().int()),
});
export type Profile = z.infer<typeof profile>;

/**
 * How many members follow the profile and how many it follows; accounts on other fediverse servers that follow it
 * are counted apart (docs/federation.md).
 */
export const followCounts = z.object({
  followers_count: z.number().int(),
  following_count: z.number().int(),
  remote_followers_count: z.number().int(),
});

export type FollowCounts = z.infer<typeof followCounts>;

export const ownProfile = profile.extend(followCounts.shape);
export type OwnProfile = z.infer<typeof ownProfile>;

/** GET /user/profile/create-profile/: the signed-in user's own profile. */
export const ownProfileResponse = z.object({ data: ownProfile });
/** POST /user/profile/create-profile/ answers 201 with this. */
export const createProfileResponse = z.object({ message: z.string(), data: profile });
/** PATCH /user/profile/create-profile/ answers 200 with this. */
export const updateProfileResponse = z.object({ message: z.string(), data: profile });

/** The author block carried by feed items and post details. */
export const userProfileSummary = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
});
export type UserProfileSummary = z.infer<typeof userProfileSummary>;

export const searchResult = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;
export const searchResponse = z.object({ results: z.array(searchResult), count: z.number().int() });
export type SearchResponse = z.infer<typeof searchResponse>;

const ID_MESSAGE = "id must be a positive whole number.";
export const allProfilesQuery = z.object({
  search: z.string().trim().max(100, "Search text is too long.").optional(),
  id: z.coerce
    .number({ error: ID_MESSAGE })
    .int(ID_MESSAGE)
    .positive(ID_MESSAGE)
    .max(MAX_RECORD_ID, ID_MESSAGE)
    .optional(),
});
