// What the edit form checks: the contract's fields of the publish form; the file is optional (keeps the stored one).
// Authors and citation fields are held beside it, by the same components as the publish form.
import { createPublicationFields, type Publication } from "@scholarly/contract";
import { z } from "zod";
import { dateFieldText } from "../../features/publication-metadata/publication-date-text";

export const editPublicationSchema = createPublicationFields.pick({ title: true, abstract: true, doi: true }).extend({
  /** An empty date field keeps the stored date (or none). */
  publication_date: createPublicationFields.shape.publication_date.or(z.literal("")),
  publication_type: z.string(),
  document: z.instanceof(File).optional(),
});

export type EditPublicationValues = z.input<typeof editPublicationSchema>;

/** The form's starting values: every field as stored. */
export function valuesOf(publication: Publication): EditPublicationValues {
  return {
    title: publication.title,
    publication_type: publication.publication_type,
    publication_date: dateFieldText(publication),
    abstract: publication.abstract,
    doi: publication.doi ?? "",
    document: undefined,
  };
}
