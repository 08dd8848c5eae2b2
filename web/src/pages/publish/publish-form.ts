// What the publish form checks, in the order the spec lists the problems: the title, then the document when a way
// of sharing one was chosen (and, to share it as 'Public and private copy', the private version). Without a
// file and a sharing mode the work is published metadata only.
import { createPublicationFields, PUBLICATION_MESSAGES, type UploadMode } from "@scholarly/contract";
import { z } from "zod";

/** The contract's text fields the member types, and the documents the form must carry for the mode chosen. */
export const publishFormSchema = (uploadMode: UploadMode | undefined) =>
  createPublicationFields.pick({ title: true, publication_date: true, abstract: true, doi: true }).extend({
    document:
      uploadMode === undefined || uploadMode === "none"
        ? z.instanceof(File).optional()
        : z.instanceof(File, { error: PUBLICATION_MESSAGES.fileRequired }),
    private_document:
      uploadMode === "both"
        ? z.instanceof(File, { error: PUBLICATION_MESSAGES.privateVersionRequired })
        : z.instanceof(File).optional(),
  });

export type PublishFormValues = z.input<ReturnType<typeof publishFormSchema>>;

/** Today as yyyy-MM-dd in the member's own time zone. */
export function todayText(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** DOI and abstract are optional and sent only when filled (spec 5). */
export const filledOrNothing = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
