// The publication date field's text (yyyy, yyyy-MM or yyyy-MM-dd, as the API takes it) and its precision.
import {
  type DatePrecision,
  type PublicationDraft,
  parsePublicationDate,
  publicationDateText,
} from "@scholarly/contract";

/** The field's text for a stored or imported date: only the part that is known. */
export const dateFieldText = (
  dated: Pick<PublicationDraft, "publication_date" | "publication_date_precision">,
): string =>
  dated.publication_date ? publicationDateText(dated.publication_date, dated.publication_date_precision) : "";

/** The precision a text spells, when it is a whole date of one of the three forms. */
export const precisionOfText = (text: string): DatePrecision | null => parsePublicationDate(text)?.precision ?? null;

/**
 * The text at another precision: shortened, or completed with the first month or day so the member only changes
 * what they know; empty when the text is not yet a date.
 */
export function textAtPrecision(text: string, precision: DatePrecision): string {
  const parsed = parsePublicationDate(text);
  return parsed ? publicationDateText(parsed.date, precision) : "";
}
