// RIS read record by record with citation-js, so one record it cannot read refuses only that record. Runs on
// the import thread (reference-thread.ts).
import { Cite, cslItems } from "../csl/citation-js.js";
import type { CslItem } from "../csl/csl-item.js";
import { failureOf } from "./bibtex-entries.js";
import { REFERENCE_LIMITS } from "./reference-limits.js";
import type { ReferenceReading, RejectedEntry } from "./reference-reading.js";

/** The records of an RIS file, each from its TY line to its ER line. */
export function risRecords(text: string): string[] {
  return text
    .split(/^ER {2}-.*$/m)
    .filter((record) => /^TY {2}- /m.test(record))
    .map((record) => `${record.trim()}\nER  - \n`);
}

const idOf = (record: string, index: number) => /^ID {2}- (.+)$/m.exec(record)?.[1]?.trim() || `record ${index + 1}`;

const oversized = (record: string) =>
  record.split(/\r?\n/).some((line) => line.length > REFERENCE_LIMITS.fieldChars + "TI  - ".length);

export async function readRis(text: string): Promise<ReferenceReading> {
  const records = risRecords(text);
  if (records.length > REFERENCE_LIMITS.entries) return { outcome: "too many entries", count: records.length };
  const items: CslItem[] = [];
  const rejected: RejectedEntry[] = [];
  for (const [index, record] of records.entries()) {
    if (oversized(record)) {
      rejected.push({ key: idOf(record, index), message: "A field is longer than 64 kB." });
      continue;
    }
    try {
      items.push(...cslItems(await Cite.async(record, { forceType: "@ris/file" })));
    } catch (error) {
      rejected.push({ key: idOf(record, index), message: `Could not be read: ${failureOf(error)}` });
    }
  }
  return { outcome: "read", items, rejected };
}
