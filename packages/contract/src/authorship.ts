// Co-authorship with consent: a member named as an author confirms, declines or later removes it
// (GET and POST /user/publication/authorship/).
import { z } from "zod";
import { recordId } from "./common.js";

/** A named member's link to a work: only confirmed ones list it among their works. */
export const AUTHORSHIP_STATUSES = ["pending", "confirmed"] as const;
export type AuthorshipStatus = (typeof AUTHORSHIP_STATUSES)[number];

export const AUTHORSHIP_ACTIONS = ["confirm", "decline", "remove"] as const;
export type AuthorshipAction = (typeof AUTHORSHIP_ACTIONS)[number];

/** A member as an authorship names them: `id` is the profile id. */
const namedMember = z.object({ id: z.number().int(), name: z.string() });

export const authorship = z.object({
  publication: z.object({ id: z.number().int(), title: z.string() }),
  status: z.enum(AUTHORSHIP_STATUSES),
  /** Who posted the work naming the member. */
  named_by: namedMember,
});
export type Authorship = z.infer<typeof authorship>;

/** GET /user/publication/authorship/: the works of other members that name the signed-in member, newest first. */
export const authorshipList = z.object({ results: z.array(authorship) });
export type AuthorshipList = z.infer<typeof authorshipList>;

export const authorshipDecision = z.object({
  id: recordId,
  action: z.enum(AUTHORSHIP_ACTIONS, { error: "action must be confirm, decline or remove." }),
});
export type AuthorshipDecision = z.input<typeof authorshipDecision>;

/** After a decline or a removal the member is no longer linked: the name stays on the work as plain text. */
export const AUTHORSHIP_OUTCOMES = ["confirmed", "declined", "removed"] as const;
export type AuthorshipOutcome = (typeof AUTHORSHIP_OUTCOMES)[number];

export const authorshipDecided = z.object({ message: z.string(), status: z.enum(AUTHORSHIP_OUTCOMES) });
export type AuthorshipDecided = z.infer<typeof authorshipDecided>;

/** The poster of a work whose authors do not include them: shown as "Shared by". */
export const sharedBy = namedMember;
export type SharedBy = z.infer<typeof sharedBy>;

export const AUTHORSHIP_MESSAGES = {
  notNamed: "This publication does not name you as an author.",
  confirmed: "You are now listed as an author of this work.",
  declined: "You declined; your name stays on the work as plain text.",
  removed: "You removed yourself; your name stays on the work as plain text.",
} as const satisfies Record<"notNamed" | AuthorshipOutcome, string>;
