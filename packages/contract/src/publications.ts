// Publications: their types, the upload form and the member's own list (part 1 sections 2.16 and 7).
import { z } from "zod";
import { bibliographicAnswer, bibliographicFields } from "./bibliographic.js";
import { recordId } from "./common.js";
import { userProfileSummary } from "./profiles.js";
import { datePrecision, publicationDateField } from "./publication-date.js";

export const PUBLICATION_TYPES = [
  "journal",
  "conference",
  "book",
  "article",
  "thesis",
  "report",
  "chapter",
  "code",
  "conference paper",
  "cover page",
  "data",
  "experiment findings",
  "method",
  "negative results",
  "patent",
  "poster",
  "preprint",
  "presentation",
  "raw data",
  "research proposal",
  "technical report",
  "research",
  "other",
] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];
export const DEFAULT_PUBLICATION_TYPE: PublicationType = "article";

/**
 * Who may fetch the document: everyone who sees the post, only its authors, a public and a private version, or
 * `none`: a metadata-only work (a paywalled paper listed for a complete record), whose full text others request.
 */
export const UPLOAD_MODES = ["public", "private", "both", "none"] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];
/** The modes of a publication that holds a document. */
export const DOCUMENT_UPLOAD_MODES = ["public", "private", "both"] as const;

/** Multipart text fields of POST /user/publication/publication/ (the document is the file part). */
export const createPublicationFields = z.object({
  title: z.string({ error: "Title is required." }).trim().min(1, "Title is required.").max(500, "Title is too long."),
  author: z.string().trim().max(500).default(""),
  /** yyyy, yyyy-MM or yyyy-MM-dd: as much of the date as is known. */
  publication_date: publicationDateField.optional(),
  publication_type: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(PUBLICATION_TYPES, { error: "Unknown publication type." }))
    .default(DEFAULT_PUBLICATION_TYPE),
  abstract: z.string().trim().max(10_000, "Abstract is too long.").optional(),
  /** Absent: `public` with a document, `none` (metadata only) without one. */
  upload_mode: z.enum(UPLOAD_MODES, { error: "upload_mode must be public, private, both or none." }).optional(),
  ...bibliographicFields,
});
export type CreatePublicationFields = z.input<typeof createPublicationFields>;

/** Multipart text fields of PATCH /user/publication/publication/: `id` and any field of the upload form. */
export const updatePublicationFields = createPublicationFields.partial().extend({ id: recordId });
export type UpdatePublicationFields = z.input<typeof updatePublicationFields>;

export const publication = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  /** yyyy-MM-dd, the first day of the period when only a year or a month is known (see the precision). */
  publication_date: z.string().nullable(),
  publication_date_precision: datePrecision,
  publication_type: z.string(),
  doi: z.string().nullable(),
  abstract: z.string(),
  ...bibliographicAnswer,
  upload_mode: z.enum(UPLOAD_MODES),
  /** The document this member may open: the public version, or the private one (a short-lived signed URL). */
  upload_document: z.string().nullable(),
  /** With `both`, the private version, for those allowed to fetch it; null otherwise. */
  private_document: z.string().nullable(),
  /** The name `upload_document` was uploaded under, when it is linked; null for documents stored before names were kept. */
  upload_document_name: z.string().nullable(),
  /** Whether this member can fetch every version stored; false means the full text can be requested. */
  full_text_available: z.boolean(),
  /** A small WebP of the document's first page (or of the image); null while it is made or when it cannot be. */
  thumbnail: z.string().nullable(),
  reads: z.number().int(),
  created_at: z.string(),
  user_profile: userProfileSummary,
});
export type Publication = z.infer<typeof publication>;

/** POST /user/publication/publication/ answer. */
export const publicationCreated = z.object({ message: z.string(), data: publication });
export type PublicationCreated = z.infer<typeof publicationCreated>;
/** PATCH /user/publication/publication/ answer. */
export const publicationUpdated = publicationCreated;

/** GET /user/publication/publication/ : the member's own publications, newest first, under both names. */
/** Every one of them (the spec's client reads "results or data": `results`). */
export const ownPublications = z.object({
  results: z.array(publication),
  count: z.number().int(),
});
export type OwnPublications = z.infer<typeof ownPublications>;

export const PUBLICATION_MESSAGES = {
  uploaded: "Publication uploaded successfully!",
  updated: "Publication updated successfully.",
  fileRequired: "Please upload a file.",
  noneWithFile: "upload_mode none is for a publication without a file; choose public, private or both.",
  privateVersionRequired: "With upload mode both, add the private version of the document too.",
  profileRequired: "Create your profile first.",
  postNotFound: "Post not found.",
  unknownCoauthor: "An author's profile_id names no member.",
  repeatedCoauthor: "A member is listed as an author twice.",
} as const;
