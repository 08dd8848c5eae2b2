// What the publish form checks, in the order the spec lists the problems: the title, then the document.
import { createPublicationFields, PUBLICATION_MESSAGES } from "@scholarly/contract";
import { z } from "zod";

/** The contract's text fields the member types, and the document the form must carry. */
export const publishFormSchema = createPublicationFields
  .pick({ title: true, publication_date: true, abstract: true, doi: true })
  .extend({ document: z.instanceof(File, { error: PUBLICATION_MESSAGES.fileRequired }) });

export type PublishFormValues = z.input<typeof publishFormSchema>;

/** Today as yyyy-MM-dd in the member's own time zone. */
export function todayText(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** DOI and abstract are optional and sent only when filled (spec 5). */
export const filledOrNothing = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
