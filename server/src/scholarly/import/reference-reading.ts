// What the import thread answers for pasted reference text: the entries read, each one refused with why, or
// why the text as a whole was not read. Plain data, as it crosses from the thread.
import type { CslItem } from "../csl/csl-item.js";

export interface RejectedEntry {
  /** The entry's citation key (BibTeX) or ID (RIS, CSL-JSON), else its place: "entry 3", "record 3". */
  key: string;
  message: string;
}

export type ReferenceReading =
  | { outcome: "read"; items: CslItem[]; rejected: RejectedEntry[] }
  | { outcome: "too many entries"; count: number }
  /** Text of a recognised format that could not be read at all (JSON that does not parse), and why. */
  | { outcome: "unreadable"; message: string }
  | { outcome: "unrecognised" };
