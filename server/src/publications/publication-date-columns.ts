// The publish and edit forms' publication_date (yyyy, yyyy-MM or yyyy-MM-dd) as the columns that keep it.
import { type DatePrecision, parsePublicationDate } from "@scholarly/contract";

interface DateColumns {
  publication_date?: string | null;
  publication_date_precision?: DatePrecision;
}

/** Nothing when the field was not sent; the first day of the period and its precision otherwise. */
export function publicationDateColumns(sent: string | undefined): DateColumns {
  if (sent === undefined) return {};
  // The contract's field has already refused anything parsePublicationDate does not read.
  const parsed = parsePublicationDate(sent);
  if (!parsed) throw new Error(`An unchecked publication_date reached the store: ${sent}`);
  return { publication_date: parsed.date, publication_date_precision: parsed.precision };
}
