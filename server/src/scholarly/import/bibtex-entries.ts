// BibTeX read entry by entry with citation-js, so one broken entry (JabRef's `month = #jan#`) or one field
// that macros blow up refuses only that entry. Runs on the import thread (reference-thread.ts).
import { Cite, cslItems, plugins } from "../csl/citation-js.js";
import type { CslItem } from "../csl/csl-item.js";
import { REFERENCE_LIMITS } from "./reference-limits.js";
import type { ReferenceReading, RejectedEntry } from "./reference-reading.js";

/** An entry as citation-js's grammar reads it, before its LaTeX is decoded. */
interface RawEntry {
  type: string;
  label: string;
  properties: Record<string, string | number>;
}

interface Block {
  /** `string`, `preamble`, `comment` or an entry type, lower-case. */
  type: string;
  text: string;
  /** The citation key (or macro name) as written, when the block's head holds one. */
  key: string | undefined;
}

const HEAD = /^@\s*([A-Za-z_][\w:+-]*)\s*[{(]\s*([^,\s=}]*)/;
const NON_ENTRIES = new Set(["string", "preamble", "comment"]);

/** Where the block opened at `open` (a `{` or `(`) closes; the text's end when it never does. */
function closingIndex(text: string, open: number): number {
  const byParenthesis = text[open] === "(";
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (char === "{") depth++;
    else if (char === "}") {
      depth--;
      if (depth === 0 && !byParenthesis) return index;
    } else if (char === ")" && byParenthesis && depth === 0) return index;
  }
  return text.length - 1;
}

/** The `@type{…}` blocks of a BibTeX file, by balanced braces; text between them is a comment in BibTeX. */
export function bibtexBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let at = text.indexOf("@");
  while (at !== -1) {
    const head = HEAD.exec(text.slice(at, at + 300));
    if (!head?.[1]) {
      at = text.indexOf("@", at + 1);
      continue;
    }
    const open = text.slice(at).search(/[{(]/) + at;
    const end = closingIndex(text, open);
    const type = head[1].toLowerCase();
    const key = type === "preamble" ? undefined : head[2] || undefined;
    blocks.push({ type, text: text.slice(at, end + 1), key });
    at = text.indexOf("@", end + 1);
  }
  return blocks;
}

const rawEntries = (text: string) => plugins.input.data(text, "@biblatex/text") as RawEntry[];

/** The first field longer than the limit: strings expanded from macros are ropes, so their length costs nothing. */
function oversizedField(entry: RawEntry): string | undefined {
  return Object.entries(entry.properties).find(
    ([, value]) => typeof value === "string" && value.length > REFERENCE_LIMITS.fieldChars,
  )?.[0];
}

/**
 * The first line of what a parser said, without its place: citation-js's syntax errors go on with a picture of
 * the text, and count lines from the macros an entry is read after.
 */
export const failureOf = (error: unknown): string =>
  (String(error instanceof Error ? error.message : error).split("\n")[0] ?? "").replace(/ at line \d+ col \d+:?$/, ".");

const escaped = (name: string) => name.replace(/[+]/g, "\\+");

/** The first of the macros that the block uses as a value (`= name` or `# name`), if any. */
function usedMacro(block: Block, macros: Iterable<string>): string | undefined {
  for (const name of macros) {
    if (new RegExp(`[=#]\\s*${escaped(name)}\\s*(?=[#,})]|$)`, "im").test(block.text)) return name;
  }
  return undefined;
}

/**
 * The entries of the whole text when it parses as one (the usual case), else block by block, each entry read
 * after the @string blocks before it. An unreadable entry is refused by its key, and so is one that uses a macro
 * that could not be read (one too long for any string, say), which citation-js would leave empty.
 */
function readRawEntries(blocks: Block[], text: string): { entries: RawEntry[]; rejected: RejectedEntry[] } {
  try {
    return { entries: rawEntries(text), rejected: [] };
  } catch {
    // some block is broken: read them one at a time below
  }
  const entries: RawEntry[] = [];
  const rejected: RejectedEntry[] = [];
  const brokenMacros = new Set<string>();
  let macros = "";
  blocks.forEach((block, index) => {
    if (block.type === "comment" || block.type === "preamble") return;
    const key = block.key ?? `entry ${index + 1}`;
    const broken = usedMacro(block, brokenMacros);
    try {
      if (broken) throw new Error(`It uses the @string ${broken}, which could not be read.`);
      const read = rawEntries(`${macros}\n${block.text}`);
      if (block.type === "string") macros += `\n${block.text}`;
      entries.push(...read);
    } catch (error) {
      if (block.type === "string") brokenMacros.add(key);
      else rejected.push({ key, message: broken ? failureOf(error) : `Could not be read: ${failureOf(error)}` });
    }
  });
  return { entries, rejected };
}

async function entryCsl(entry: RawEntry): Promise<CslItem> {
  return cslItems(await Cite.async([entry], { forceType: "@biblatex/entries+list" }))[0] as CslItem;
}

export async function readBibtex(text: string): Promise<ReferenceReading> {
  const blocks = bibtexBlocks(text);
  const count = blocks.filter((block) => !NON_ENTRIES.has(block.type)).length;
  if (count > REFERENCE_LIMITS.entries) return { outcome: "too many entries", count };
  const { entries, rejected } = readRawEntries(blocks, text);
  const items: CslItem[] = [];
  for (const entry of entries) {
    const field = oversizedField(entry);
    if (field) {
      rejected.push({ key: entry.label, message: `Its ${field} is longer than 64 kB.` });
      continue;
    }
    try {
      items.push(await entryCsl(entry));
    } catch (error) {
      rejected.push({ key: entry.label, message: `Could not be read: ${failureOf(error)}` });
    }
  }
  return { outcome: "read", items, rejected };
}
