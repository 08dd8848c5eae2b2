// Bibliographic metadata shared by the publish form, the edit form and the answers: authors, DOI, ORCID iD,
// keywords, licence and the citation fields (journal, volume, issue, pages, publisher, ISBN, URL).
import { z } from "zod";
import { sharedBy } from "./authorship.js";

export const BIBLIOGRAPHIC_MESSAGES = {
  invalidOrcid: "That ORCID iD is not valid.",
  orcidTaken: "This ORCID iD is already on another member's profile.",
  invalidDoi: "That DOI is not valid; it looks like 10.1000/xyz.",
  duplicateDoi: "You already have a publication with this DOI.",
  invalidAuthors: "authors must be a JSON array of {name, orcid?, profile_id?}.",
  invalidKeywords: "keywords must be a JSON array of words.",
  invalidIsbn: "That ISBN is not valid: give its 10 or 13 digits (hyphens allowed), with the right check digit.",
  unknownLicense: "Unknown license: choose CC-BY-4.0, CC-BY-SA-4.0, CC0-1.0 or all-rights-reserved.",
} as const;

/** The licences offered: SPDX ids, and all-rights-reserved. */
export const LICENSES = ["CC-BY-4.0", "CC-BY-SA-4.0", "CC0-1.0", "all-rights-reserved"] as const;
export type License = (typeof LICENSES)[number];

const ORCID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

/** ISO 7064 MOD 11-2: the last character of an ORCID iD checks the other fifteen digits. */
export function orcidChecksumHolds(orcid: string): boolean {
  const digits = orcid.replaceAll("-", "");
  let total = 0;
  for (const digit of digits.slice(0, 15)) total = (total + Number(digit)) * 2;
  const check = (12 - (total % 11)) % 11;
  return digits[15] === (check === 10 ? "X" : String(check));
}

/** "https://orcid.org/0000-…", "orcid.org/0000-…" or "0000-…" → the bare, upper-case form. */
export const bareOrcid = (value: string) =>
  value
    .trim()
    .replace(/^(?:https?:\/\/)?(?:www\.)?orcid\.org\//i, "")
    .toUpperCase();

export const isOrcid = (value: string) => ORCID_PATTERN.test(value) && orcidChecksumHolds(value);

/** An ORCID iD on a profile, stored bare; an empty value means none. */
export const orcidField = z
  .string({ error: BIBLIOGRAPHIC_MESSAGES.invalidOrcid })
  .transform(bareOrcid)
  .refine((value) => value === "" || isOrcid(value), BIBLIOGRAPHIC_MESSAGES.invalidOrcid);

const DOI_PREFIXES = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i;

/** "https://doi.org/10.1000/ABC" → "10.1000/ABC": the DOI without a resolver or scheme in front. */
export function bareDoi(doi: string): string {
  const trimmed = doi.trim();
  const bare = trimmed.replace(DOI_PREFIXES, "");
  // Only a DOI taken from a URL is percent-encoded.
  if (!/^https?:/i.test(trimmed)) return bare;
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

/** DOIs are case-insensitive; this is the form two of them are compared and stored in. */
export const doiKey = (doi: string) => bareDoi(doi).toLowerCase();

/**
 * A bare DOI: `10.`, the registrant, a slash and a suffix. Whitespace, control characters, braces, quotes and
 * backslashes are refused although the DOI handbook allows them: no registered DOI we know of uses them,
 * and each one could end a value in a BibTeX or RIS file and start a forged entry.
 */
const DOI_PATTERN = /^10\.\d{4,9}\/[^\s\p{C}{}"'\\]+$/u;
export const isDoi = (doi: string) => DOI_PATTERN.test(doi);

/** A DOI as typed, stored as its key; an empty one means none. */
export const doiField = z
  .string()
  .max(300, BIBLIOGRAPHIC_MESSAGES.invalidDoi)
  .transform((value) => (value.trim() === "" ? "" : doiKey(value)))
  .refine((value) => value === "" || isDoi(value), BIBLIOGRAPHIC_MESSAGES.invalidDoi);

/** "978-0-306-40615-7" or "0 306 40615 2" → the digits (and a final X) alone. */
export const compactIsbn = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();

/** ISBN-10 weighs its digits 10 down to 1 (modulo 11, X is ten); ISBN-13 weighs them 1, 3, 1, … (modulo 10). */
export function isIsbn(value: string): boolean {
  const digits = compactIsbn(value);
  if (/^\d{9}[\dX]$/.test(digits)) {
    const total = [...digits].reduce(
      (sum, digit, index) => sum + (digit === "X" ? 10 : Number(digit)) * (10 - index),
      0,
    );
    return total % 11 === 0;
  }
  if (/^97[89]\d{10}$/.test(digits)) {
    const total = [...digits].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
    return total % 10 === 0;
  }
  return false;
}

/** A book's or chapter's ISBN as typed, stored compact; an empty one means none. */
export const isbnField = z
  .string()
  .max(40, BIBLIOGRAPHIC_MESSAGES.invalidIsbn)
  .transform((value) => compactIsbn(value))
  .refine((value) => value === "" || isIsbn(value), BIBLIOGRAPHIC_MESSAGES.invalidIsbn);

/** Multipart sends lists as a JSON array string; a JSON body may send the array itself. */
function jsonArray(message: string) {
  return z.union([z.string(), z.array(z.unknown())]).transform((value, context) => {
    if (Array.isArray(value)) return value;
    if (value.trim() === "") return [];
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // answered below
    }
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}

export const MAX_AUTHORS = 100;

const sentAuthor = z.object(
  {
    name: z.string({ error: "Each author needs a name." }).trim().max(200, "An author's name is too long."),
    orcid: z
      .string()
      .nullish()
      .transform((value) => (value ? bareOrcid(value) : undefined))
      .refine((value) => value === undefined || isOrcid(value), BIBLIOGRAPHIC_MESSAGES.invalidOrcid),
    profile_id: z.number().int().positive().nullish(),
  },
  { error: BIBLIOGRAPHIC_MESSAGES.invalidAuthors },
);
export type SentAuthor = z.input<typeof sentAuthor>;

/** The `authors` field: an ordered list; a member is named by profile_id (their name fills in when left empty). */
export const authorsField = jsonArray(BIBLIOGRAPHIC_MESSAGES.invalidAuthors).pipe(
  z
    .array(sentAuthor, { error: BIBLIOGRAPHIC_MESSAGES.invalidAuthors })
    .max(MAX_AUTHORS, `At most ${MAX_AUTHORS} authors.`)
    .refine(
      (authors) => authors.every((author) => author.name.length > 0 || author.profile_id),
      "Each author needs a name.",
    ),
);

export const keywordsField = jsonArray(BIBLIOGRAPHIC_MESSAGES.invalidKeywords).pipe(
  z
    .array(z.string({ error: BIBLIOGRAPHIC_MESSAGES.invalidKeywords }).trim().max(100, "A keyword is too long."))
    .max(50, "At most 50 keywords.")
    .transform((words) => [...new Set(words.filter((word) => word.length > 0))]),
);

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} is too long.`).optional();

/** The citation fields of the publish and edit forms; an empty value clears one. */
export const bibliographicFields = {
  authors: authorsField.optional(),
  journal: optionalText(500, "Journal"),
  volume: optionalText(50, "Volume"),
  issue: optionalText(50, "Issue"),
  pages: optionalText(50, "Pages"),
  publisher: optionalText(300, "Publisher"),
  isbn: isbnField.optional(),
  url: z
    .string()
    .trim()
    .max(2000, "URL is too long.")
    .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), "url must start with http:// or https://.")
    .optional(),
  keywords: keywordsField.optional(),
  /** The author list is not complete ("et al."); multipart sends "true" or "false". */
  et_al: z
    .union([z.boolean(), z.enum(["true", "false"])], { error: "et_al must be true or false." })
    .transform((value) => value === true || value === "true")
    .optional(),
  license: z.enum(["", ...LICENSES], { error: BIBLIOGRAPHIC_MESSAGES.unknownLicense }).optional(),
  doi: doiField.optional(),
};

/** An author as answered: profile_id names the member's profile when the author is one. */
export const publicationAuthor = z.object({
  name: z.string(),
  orcid: z.string().nullable(),
  profile_id: z.number().int().nullable(),
});
export type PublicationAuthor = z.infer<typeof publicationAuthor>;

/** Where a publication appeared and where to find it, with its keywords: in answers and in import drafts. */
export const publicationSource = {
  journal: z.string().nullable(),
  volume: z.string().nullable(),
  issue: z.string().nullable(),
  pages: z.string().nullable(),
  publisher: z.string().nullable(),
  /** Books' and chapters' ISBN, compact (digits only). */
  isbn: z.string().nullable(),
  url: z.string().nullable(),
  keywords: z.array(z.string()),
};

/** The metadata every publication answer carries. */
export const bibliographicAnswer = {
  /** A member named by another shows as plain text (profile_id null) until they confirm. */
  authors: z.array(publicationAuthor),
  /** The poster's profile when the authors do not include them; null when they are an author. */
  shared_by: sharedBy.nullable(),
  /** The author list is not complete: show "et al." after it. */
  et_al: z.boolean(),
  ...publicationSource,
  license: z.enum(LICENSES).nullable(),
};
