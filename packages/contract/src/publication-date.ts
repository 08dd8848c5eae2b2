// A publication's date as precise as its source gave it: a year, a year and month, or a full date.
import { z } from "zod";

export const DATE_PRECISIONS = ["year", "month", "day"] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];
export const datePrecision = z.enum(DATE_PRECISIONS);

export const PUBLICATION_DATE_MESSAGE = "publication_date must be yyyy, yyyy-MM or yyyy-MM-dd.";

const PARTIAL_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** A publication date stored as the first day of its period (yyyy-MM-dd) and how much of it is known. */
export interface PreciseDate {
  date: string;
  precision: DatePrecision;
}

const pad = (part: number) => String(part).padStart(2, "0");
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `2021`, `2021-03` or `2021-03-15` with a real month and day, as a stored date; null for anything else. */
export function parsePublicationDate(value: string): PreciseDate | null {
  const match = PARTIAL_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] === undefined ? undefined : Number(match[2]);
  const day = match[3] === undefined ? undefined : Number(match[3]);
  if (year < 1) return null;
  if (month !== undefined && (month < 1 || month > 12)) return null;
  if (month !== undefined && day !== undefined && (day < 1 || day > daysIn(year, month))) return null;
  const precision: DatePrecision = day !== undefined ? "day" : month !== undefined ? "month" : "year";
  return { date: `${match[1]}-${pad(month ?? 1)}-${pad(day ?? 1)}`, precision };
}

/** The multipart field: a year, a year and month, or a full date. */
export const publicationDateField = z
  .string()
  .trim()
  .refine((value) => parsePublicationDate(value) !== null, PUBLICATION_DATE_MESSAGE);

/** The known parts of a stored date, as numbers: [2021], [2021, 3] or [2021, 3, 15] (CSL's date-parts). */
export function publicationDateParts(date: string, precision: DatePrecision): number[] {
  const parts = date.slice(0, 10).split("-").map(Number);
  return parts.slice(0, DATE_PRECISIONS.indexOf(precision) + 1);
}

/** The known part of a stored date as ISO 8601 text: `2021`, `2021-03` or `2021-03-15` (the form field's value). */
export function publicationDateText(date: string, precision: DatePrecision): string {
  return date.slice(0, { year: 4, month: 7, day: 10 }[precision]);
}
