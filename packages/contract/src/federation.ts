// A member on the fediverse: their handle (slug@host), whether they federate, and who follows them from elsewhere.
import { z } from "zod";

export const FEDERATION_SLUG_LENGTH = { min: 3, max: 30 } as const;

export const FEDERATION_MESSAGES = {
  slugRules: `A handle is ${FEDERATION_SLUG_LENGTH.min} to ${FEDERATION_SLUG_LENGTH.max} characters: lower-case letters, digits and _.`,
  slugTaken: "This handle is taken.",
  slugChangedOnce: "Your handle can be changed only once, and it has been changed already.",
  profileRequired: "Create your profile first.",
} as const;

/** GET and PATCH /user/federation/: `handle` is `slug@host`, without a leading `@`. */
export const federationSettings = z.object({
  handle: z.string(),
  enabled: z.boolean(),
  approve_followers: z.boolean(),
  /** Followers on other servers; members who follow are counted in the profile's own followers. */
  remote_followers: z.number().int(),
  /** False once the member has changed their slug: it changes once. */
  slug_changeable: z.boolean(),
});
export type FederationSettings = z.infer<typeof federationSettings>;

export const federationSlug = z
  .string({ error: FEDERATION_MESSAGES.slugRules })
  .regex(/^[a-z0-9_]+$/, FEDERATION_MESSAGES.slugRules)
  .min(FEDERATION_SLUG_LENGTH.min, FEDERATION_MESSAGES.slugRules)
  .max(FEDERATION_SLUG_LENGTH.max, FEDERATION_MESSAGES.slugRules);

/** Any of the settings; those left out stay as they are. */
export const federationSettingsChange = z
  .object({ slug: federationSlug, enabled: z.boolean(), approve_followers: z.boolean() })
  .partial()
  .strict();
export type FederationSettingsChange = z.input<typeof federationSettingsChange>;

/** Letters that Unicode decomposition leaves whole, spelled as they usually are in ASCII. */
const SPELLED: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", þ: "th", ı: "i" };

/**
 * The handle a name suggests, before another member's same handle is ruled out: folded to ASCII, words joined
 * by `_`. "Ada Lovelace" → "ada_lovelace"; "Zoë Ørsted-Ní" → "zoe_orsted_ni"; no Latin letters → "member".
 */
export function slugBase(name: string): string {
  const folded = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => SPELLED[letter] ?? "");
  const words = folded.replace(/[^a-z0-9]+/g, " ").trim();
  const base = (words || "member").replace(/ /g, "_").slice(0, FEDERATION_SLUG_LENGTH.max);
  return base.replace(/_+$/, "").padEnd(FEDERATION_SLUG_LENGTH.min, "_");
}

/** `base`, else `base2`, `base3`, … (shortened to leave room for the number): the first not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let number = 2; ; number++) {
    const suffix = String(number);
    const candidate = base.slice(0, FEDERATION_SLUG_LENGTH.max - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}
