// Importing publications from a DOI, an arXiv id, BibTeX, RIS, CSL-JSON or an ORCID record: drafts to review,
// never saved.
import { z } from "zod";
import { bareOrcid, orcidChecksumHolds, publicationSource } from "./bibliographic.js";
import { datePrecision } from "./publication-date.js";
import { PUBLICATION_TYPES } from "./publications.js";

/** The most pasted text one import reads, in bytes of UTF-8 (413 beyond). */
export const MAX_IMPORT_TEXT_BYTES = 2 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  unrecognised: "Paste a DOI, an arXiv id, BibTeX, RIS or CSL-JSON.",
  eitherTextOrOrcid: "Send either text or an orcid, not both.",
  textTooLarge: "The pasted text is larger than 2 MB; import at most 2 MB at a time.",
  tooManyEntries: (count: number, limit: number) =>
    `The pasted text holds ${count} entries; import at most ${limit} at a time.`,
  noEntryImported: (first: RejectedEntry, rejected: number) =>
    `No entry could be imported. ${first.key}: ${first.message}${rejected > 1 ? ` (and ${rejected - 1} more)` : ""}`,
} as const;

/** An ORCID iD, bare (0000-0002-1825-0097) or as its orcid.org link; answered bare. */
export const orcidId = z
  .string({ error: "orcid must be an ORCID iD such as 0000-0002-1825-0097." })
  .transform(bareOrcid)
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/, "orcid must be an ORCID iD such as 0000-0002-1825-0097.")
      .refine(orcidChecksumHolds, "That ORCID iD's check digit does not match."),
  );

/** POST /user/publication/import/: pasted text, or an ORCID iD whose public works to read. */
export const importRequest = z
  .object({
    /** At most MAX_IMPORT_TEXT_BYTES; a longer paste is answered 413. */
    text: z.string().optional(),
    orcid: orcidId.optional(),
  })
  .refine((body) => !(body.text?.trim() && body.orcid), IMPORT_MESSAGES.eitherTextOrOrcid)
  .refine((body) => Boolean(body.text?.trim() || body.orcid), IMPORT_MESSAGES.unrecognised);
export type ImportRequest = z.input<typeof importRequest>;

export const draftAuthor = z.object({
  /** "Given Family", or an organisation's name. */
  name: z.string(),
  /** The bare form, 0000-0002-1825-0097. */
  orcid: z.string().optional(),
});
export type DraftAuthor = z.infer<typeof draftAuthor>;

/** A publication as the source describes it, ready to fill the upload form. */
export const publicationDraft = z.object({
  title: z.string(),
  authors: z.array(draftAuthor),
  /** The source lists more authors than it names ("and others", "et al."): show "et al." after the names. */
  et_al: z.boolean(),
  /** yyyy-MM-dd; month and day are 01 when the source gives only a year (or a month), as the precision says. */
  publication_date: z.string().nullable(),
  publication_date_precision: datePrecision,
  publication_type: z.enum(PUBLICATION_TYPES),
  doi: z.string().nullable(),
  /** Plain text: markup (JATS, HTML) removed, paragraphs separated by a blank line. */
  abstract: z.string(),
  ...publicationSource,
  /** The member already has a publication with this DOI. */
  duplicate: z.boolean(),
});
export type PublicationDraft = z.infer<typeof publicationDraft>;

/** An entry of a pasted BibTeX, RIS or CSL-JSON file that was not imported, by its key, and why. */
export const rejectedEntry = z.object({ key: z.string(), message: z.string() });
export type RejectedEntry = z.infer<typeof rejectedEntry>;

/** The drafts read; `rejected` lists the entries of a pasted file that were not, while the others import. */
export const importResponse = z.object({ data: z.array(publicationDraft), rejected: z.array(rejectedEntry) });
export type ImportResponse = z.infer<typeof importResponse>;
