// Citing and exporting publications: the formats offered and how they are asked for.
import { z } from "zod";
import { MAX_RECORD_ID, recordId } from "./common.js";

/** What a citation can be had as: three reference-manager files and three formatted styles. */
export const CITATION_FORMATS = ["bibtex", "ris", "csl-json", "apa", "vancouver", "harvard"] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

/** A member's whole list is exported only as files a reference manager reads. */
export const EXPORT_FORMATS = ["bibtex", "ris", "csl-json"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CITATION_CONTENT_TYPES = {
  bibtex: "application/x-bibtex; charset=utf-8",
  ris: "application/x-research-info-systems; charset=utf-8",
  "csl-json": "application/vnd.citationstyles.csl+json; charset=utf-8",
  apa: "text/plain; charset=utf-8",
  vancouver: "text/plain; charset=utf-8",
  harvard: "text/plain; charset=utf-8",
} as const satisfies Record<CitationFormat, string>;

const formatOf = <const F extends readonly [string, ...string[]]>(formats: F) =>
  z.enum(formats, { error: `format must be one of ${formats.join(", ")}.` }).default(formats[0]);

/** `download=1` asks for the answer as a file to save. */
const downloadFlag = z
  .enum(["1", "0", "true", "false"], { error: "download must be 1 or 0." })
  .optional()
  .transform((value) => value === "1" || value === "true");

/** GET /user/publication/cite/?id=&format=&download= */
export const citeQuery = z.object({ id: recordId, format: formatOf(CITATION_FORMATS), download: downloadFlag });
export type CiteQuery = z.input<typeof citeQuery>;

/** GET /user/publication/export/?user={profile id}&format=&download= */
export const exportQuery = z.object({
  user: z.coerce
    .number({ error: "user must be a profile id." })
    .int("user must be a profile id.")
    .positive("user must be a profile id.")
    .max(MAX_RECORD_ID, "user is out of range."),
  format: formatOf(EXPORT_FORMATS),
  download: downloadFlag,
});
export type ExportQuery = z.input<typeof exportQuery>;

/** The answer is the citation itself, as text in the format's content type. */
export const citationText = z.string().describe("The citation, in the content type of the format asked for.");
