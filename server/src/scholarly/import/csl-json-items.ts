// CSL-JSON (one item, or a list of them as our own export writes) read item by item: each item is checked
// against a schema of the CSL variables the import reads, so a wrong type or an oversized field refuses only
// that item, by its id, with why. Runs on the import thread (reference-thread.ts).
import { z } from "zod";
import type { CslItem } from "../csl/csl-item.js";
import { REFERENCE_LIMITS } from "./reference-limits.js";
import type { ReferenceReading, RejectedEntry } from "./reference-reading.js";

const TOO_LONG = "longer than 64 kB";

const text = z.string().max(REFERENCE_LIMITS.fieldChars, TOO_LONG);
const textOrNumber = z.union([text, z.number()]);

const cslName = z.object({
  given: text.optional(),
  family: text.optional(),
  literal: text.optional(),
  "non-dropping-particle": text.optional(),
  "dropping-particle": text.optional(),
  suffix: text.optional(),
});

const cslDate = z.object({
  // A date, or the two ends of a range; each year, month, day.
  "date-parts": z
    .array(z.array(z.union([z.number(), z.string().max(16)]).nullable()).max(3))
    .max(2)
    .optional(),
  raw: z.string().max(100).optional(),
  literal: z.string().max(100).optional(),
});

/** The CSL variables the import reads; others are left out unread, whatever they hold. */
const cslItem = z.object({
  id: z.union([z.string().max(200), z.number()]).optional(),
  type: z.string().max(50).default("document"),
  title: text.optional(),
  author: z.array(cslName).max(5_000).optional(),
  issued: cslDate.optional(),
  "event-date": cslDate.optional(),
  DOI: text.optional(),
  URL: text.optional(),
  abstract: text.optional(),
  "container-title": text.optional(),
  "event-title": text.optional(),
  volume: textOrNumber.optional(),
  issue: textOrNumber.optional(),
  page: textOrNumber.optional(),
  publisher: text.optional(),
  ISBN: text.optional(),
  keyword: text.optional(),
  genre: text.optional(),
  status: text.optional(),
});

/** True when the text is JSON by its first character: BibTeX opens with `@` or a comment, RIS with `TY`. */
export const looksLikeJson = (text: string) => /^[[{]/.test(text.trim());

const keyOf = (item: unknown, index: number) => {
  const id = item !== null && typeof item === "object" && "id" in item ? item.id : undefined;
  return (typeof id === "string" && id.length <= 200) || typeof id === "number" ? String(id) : `entry ${index + 1}`;
};

/** Why an item was refused, naming the variable: "Its title is longer than 64 kB.", "Its issued: expected …". */
function refusal(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return "It is not a CSL item.";
  const [field] = issue.path;
  if (field === undefined) return "It is not a CSL item (a JSON object).";
  return issue.message === TOO_LONG
    ? `Its ${String(field)} is ${TOO_LONG}.`
    : `Its ${String(field)} is not valid CSL: ${issue.message}.`;
}

export function readCslJson(pasted: string): ReferenceReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(pasted);
  } catch (error) {
    return { outcome: "unreadable", message: `The pasted JSON could not be read: ${(error as Error).message}.` };
  }
  const entries = Array.isArray(parsed) ? parsed : [parsed];
  if (entries.length > REFERENCE_LIMITS.entries) return { outcome: "too many entries", count: entries.length };
  const items: CslItem[] = [];
  const rejected: RejectedEntry[] = [];
  entries.forEach((entry, index) => {
    const key = keyOf(entry, index);
    const checked = cslItem.safeParse(entry);
    if (!checked.success) {
      rejected.push({ key, message: refusal(checked.error) });
      return;
    }
    const { id: _id, type, ...described } = checked.data;
    // JSON that is no CSL at all ({"name": …}) would otherwise become an empty draft.
    if (Object.keys(described).length === 0) {
      rejected.push({ key, message: "It holds none of the CSL variables the import reads (title, author, DOI, …)." });
      return;
    }
    items.push({ ...described, type, id: key });
  });
  return { outcome: "read", items, rejected };
}
