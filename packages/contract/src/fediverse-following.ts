// Members following accounts on other fediverse servers (issue 22, "Following out"), and those accounts' posts
// with a DOI or an arXiv id as cards of the Following feed.
import { z } from "zod";

export const FEDIVERSE_FOLLOWING_MESSAGES = {
  handleRules: "Enter a fediverse handle such as @name@server.example.",
  notFound: "No fediverse account was found for this handle.",
  federationOff: "This site does not federate, so it cannot follow fediverse accounts.",
  memberNotFederating: "Turn on “On the fediverse” in your settings to follow fediverse accounts.",
  notFollowing: "You are not following this fediverse account.",
  followRaced: "This account was being followed by another request at the same moment; try again.",
  actorRequired: "Name the account to unfollow by its actor address (actor=https://…).",
} as const;

/** `@name@host`, `name@host` (the host may carry a port) or an actor's http(s) address. */
const HANDLE = /^@?[^\s@/]+@[^\s@/?#]+$/;

export const fediverseHandle = z
  .string({ error: FEDIVERSE_FOLLOWING_MESSAGES.handleRules })
  .trim()
  .max(500, FEDIVERSE_FOLLOWING_MESSAGES.handleRules)
  .refine((value) => HANDLE.test(value) || /^https?:\/\/[^\s]+$/.test(value), FEDIVERSE_FOLLOWING_MESSAGES.handleRules);

/** Whether a search box text is a fediverse handle (`@name@host`), offered to follow instead of searched for. */
export const looksLikeFediverseHandle = (text: string) => /^@[^\s@/]+@[^\s@/?#]+$/.test(text.trim());

export const fediverseFollowRequest = z.object({ handle: fediverseHandle }).strict();
export type FediverseFollowRequest = z.input<typeof fediverseFollowRequest>;

export const FEDIVERSE_FOLLOW_STATUSES = ["pending", "accepted"] as const;

/** An account elsewhere that the member follows: `handle` is `name@host` without the leading `@`. */
export const fediverseAccount = z.object({
  actor: z.string(),
  handle: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  avatar: z.string().nullable(),
  /** `pending` until the account's server sends Accept. */
  status: z.enum(FEDIVERSE_FOLLOW_STATUSES),
});
export type FediverseAccount = z.infer<typeof fediverseAccount>;

export const fediverseFollowingList = z.object({ count: z.number().int(), results: z.array(fediverseAccount) });
export type FediverseFollowingList = z.infer<typeof fediverseFollowingList>;

export const fediverseUnfollowQuery = z.object({
  actor: z.url({ protocol: /^https?$/, error: FEDIVERSE_FOLLOWING_MESSAGES.actorRequired }),
});

/** A post from a followed fediverse account in the Following feed: sanitized HTML, with the DOI or arXiv id it cites. */
export const fediverseCard = z.object({
  id: z.number().int(),
  type: z.literal("fediverse"),
  author: z.object({ name: z.string(), handle: z.string(), url: z.string().nullable(), avatar: z.string().nullable() }),
  content_html: z.string(),
  /** The post's page on its own server. */
  url: z.string().nullable(),
  /** Lower-case, without `https://doi.org/`: `10.1234/abc`. */
  doi: z.string().nullable(),
  /** Without the `arXiv:` prefix: `2401.01234` or `2401.01234v2`. */
  arxiv: z.string().nullable(),
  published_at: z.string(),
});
export type FediverseCard = z.infer<typeof fediverseCard>;
