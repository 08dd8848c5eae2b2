// Envelopes and field rules shared by every part of the wire contract.
import { z } from "zod";

/** Every error answer: `error` and `detail` carry the same human message, `fields` names bad inputs. */
export const errorResponse = z.object({
  error: z.string(),
  detail: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** A page of a list: `next`/`previous` are the URLs of the neighbouring pages, or null. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
  });
}
export type Page<T> = { results: T[]; count: number; next: string | null; previous: string | null };

export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/**
 * The days the database can hold and every date we write spells: years 0001 to 9999. PostgreSQL (and PGlite)
 * have no year 0000, ISO 8601 dates have four digits. Every date a request names is checked against this.
 */
export const STORABLE_DAYS = { first: "0001-01-01", last: "9999-12-31" } as const;

/** Whether a yyyy-MM-dd day, or a date-time starting with one, lies within STORABLE_DAYS. */
export const isStorableDay = (value: string) => {
  const day = value.slice(0, 10);
  return day >= STORABLE_DAYS.first && day <= STORABLE_DAYS.last;
};

/** The largest id a PostgreSQL integer column holds; larger ones can match nothing. */
export const MAX_RECORD_ID = 2_147_483_647;

/** Record ids are positive integers; in query strings and forms they arrive as text. */
export const recordId = z.coerce
  .number({ error: "id must be a number." })
  .int("id must be a whole number.")
  .positive("id must be positive.")
  .max(MAX_RECORD_ID, "id is out of range.");

export const idBody = z.object({ id: recordId });
export type IdBody = z.infer<typeof idBody>;

const PAGE_MESSAGE = "page must be a positive whole number.";
const LIMIT_MESSAGE = "limit must be a positive whole number.";
export const MAX_LIST_PAGE = 100_000;

/** A numbered list's page in a query string: 1 unless sent. */
export const listPage = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int(PAGE_MESSAGE)
  .positive(PAGE_MESSAGE)
  .max(MAX_LIST_PAGE, `page must be at most ${MAX_LIST_PAGE}.`)
  .default(1);

/** A numbered list's rows per page in a query string: `size` unless sent, at most `max`. */
export const listLimit = (size: number, max: number) =>
  z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .positive(LIMIT_MESSAGE)
    .max(max, `limit must be at most ${max}.`)
    .default(size);

/** Page numbers start at 1; limits are clamped server-side. */
export const pageQuery = z.object({
  page: z.coerce.number().int().positive("page must be a positive whole number.").default(1),
  limit: z.coerce.number().int().positive("limit must be a positive whole number.").optional(),
});

/** Multipart booleans arrive as the text "true"/"false". */
export const formBoolean = z
  .union([z.boolean(), z.enum(["true", "false", "True", "False", "1", "0", "on", ""])])
  .transform((value) => value === true || value === "true" || value === "True" || value === "1" || value === "on");

/** Repeated multipart `skills` fields (or one comma-separated value), trimmed, blanks dropped. */
export const skillList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value])
      .flatMap((skill) => skill.split(","))
      .map((skill) => skill.trim())
      .filter((skill) => skill.length > 0),
  );

/** Error answers by status, for an endpoint's `responses`: `failures(400, 404)`. */
export function failures<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorResponse } {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as {
    [K in S[number]]: typeof errorResponse;
  };
}

/** The answer of a saved item: a message and the item as stored. */
export const savedOf = <T extends z.ZodType>(item: T) => z.object({ message: z.string(), data: item });
