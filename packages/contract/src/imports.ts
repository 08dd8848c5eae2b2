// Importing publications from a DOI, an arXiv id, BibTeX, RIS or an ORCID record: drafts to review, never saved.
import { z } from "zod";
import { bareOrcid, orcidChecksumHolds, publicationSource } from "./bibliographic.js";
import { PUBLICATION_TYPES } from "./publications.js";

export const IMPORT_MESSAGES = {
  unrecognised: "Paste a DOI, an arXiv id, BibTeX or RIS.",
  eitherTextOrOrcid: "Send either text or an orcid, not both.",
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
    text: z.string().max(200_000, "The pasted text is too long.").optional(),
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
  /** yyyy-MM-dd; month and day are 01 when the source gives only a year (or a month). */
  publication_date: z.string().nullable(),
  publication_type: z.enum(PUBLICATION_TYPES),
  doi: z.string().nullable(),
  /** Plain text: markup (JATS, HTML) removed, paragraphs separated by a blank line. */
  abstract: z.string(),
  ...publicationSource,
  /** The member already has a publication with this DOI. */
  duplicate: z.boolean(),
});
export type PublicationDraft = z.infer<typeof publicationDraft>;

export const importResponse = z.object({ data: z.array(publicationDraft) });
export type ImportResponse = z.infer<typeof importResponse>;
