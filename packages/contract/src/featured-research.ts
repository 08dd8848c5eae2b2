// The publications a member features on their profile (part 2: the featured-research picker, 'x/5 selected').
import { z } from "zod";
import { recordId } from "./common.js";

export const FEATURED_RESEARCH_LIMIT = 5;

export const FEATURED_RESEARCH_MESSAGES = {
  saved: "Featured research saved.",
  tooMany: `Choose at most ${FEATURED_RESEARCH_LIMIT} publications.`,
  notYours: "Featured research must be your own publications.",
} as const;

/** PATCH /user/profile/featured-research/: the chosen publication ids in order; repeats are dropped. */
export const featuredResearchRequest = z.object({
  ids: z
    .array(recordId, { error: "ids must be a list of publication ids." })
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.number()).max(FEATURED_RESEARCH_LIMIT, FEATURED_RESEARCH_MESSAGES.tooMany)),
});
export type FeaturedResearchRequest = z.input<typeof featuredResearchRequest>;

export const featuredResearchSaved = z.object({
  message: z.string(),
  data: z.object({ featured_research: z.array(z.number().int()) }),
});
export type FeaturedResearchSaved = z.infer<typeof featuredResearchSaved>;
