// The CV generated from a member's portfolio: which member, and the citation style of its publications.
import { z } from "zod";
import { profileIdQuery } from "./stats.js";

export const CV_STYLES = ["apa", "vancouver", "harvard"] as const;
export type CvStyle = (typeof CV_STYLES)[number];

/** GET /user/portfolio/generated-cv/?id={profile id}&style= */
export const generatedCvQuery = profileIdQuery.extend({
  style: z.enum(CV_STYLES, { error: `style must be one of ${CV_STYLES.join(", ")}.` }).default("apa"),
});
export type GeneratedCvQuery = z.input<typeof generatedCvQuery>;
