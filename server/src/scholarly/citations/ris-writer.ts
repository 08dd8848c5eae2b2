// RIS as reference managers read it: one tag and one line per value however long (a line break would end
// the value, or start a forged record), one AU per author and one KW per keyword, the full date in DA.
import { isDoi } from "@scholarly/contract";
import type { CslItem } from "../csl/csl-item.js";
import { familyFirst } from "../csl/csl-names.js";
import { keywordsOf } from "../csl/keywords.js";
import { citationUrl } from "./citation-url.js";
import { oneLine } from "./latex-text.js";

/** CSL types as RIS reference types; anything else is GEN. */
const REFERENCE_TYPES: Record<string, string> = {
  "article-journal": "JOUR",
  "article-magazine": "MGZN",
  "article-newspaper": "NEWS",
  "paper-conference": "CPAPER",
  book: "BOOK",
  chapter: "CHAP",
  thesis: "THES",
  report: "RPRT",
  dataset: "DATA",
  software: "COMP",
  patent: "PAT",
  speech: "SLIDE",
  article: "UNPB",
};

const pad = (part: number) => String(part).padStart(2, "0");

/** RIS dates are yyyy/mm/dd/, with the parts not known left empty. */
function risDate(item: CslItem): string | undefined {
  const [year, month, day] = (item.issued?.["date-parts"]?.[0] ?? []).map(Number);
  if (year === undefined || !Number.isInteger(year) || year < 0 || year > 9999) return undefined;
  const known = (part: number | undefined, max: number) =>
    part !== undefined && Number.isInteger(part) && part >= 1 && part <= max;
  const monthPart = known(month, 12) ? pad(month as number) : "";
  const dayPart = monthPart && known(day, 31) ? pad(day as number) : "";
  return `${String(year).padStart(4, "0")}/${monthPart}/${dayPart}/`;
}

function record(item: CslItem): string {
  const lines: string[] = [`TY  - ${REFERENCE_TYPES[item.type] ?? "GEN"}`];
  const tag = (name: string, value: string | number | undefined) => {
    const line = value === undefined ? "" : oneLine(String(value));
    if (line) lines.push(`${name}  - ${line}`);
  };
  for (const author of item.author ?? []) {
    const { particle, family, given, suffix, literal } = familyFirst(author);
    tag("AU", literal ?? [`${particle} ${family}`.trim(), given, suffix].filter(Boolean).join(", "));
  }
  tag("TI", item.title);
  tag("T2", item["container-title"] ?? item["event-title"]);
  const date = risDate(item);
  // PY in the older spec's full yyyy/mm/dd/ form as well: some readers take only PY for a chapter or software.
  tag("PY", date);
  tag("DA", date);
  tag("VL", item.volume);
  tag("IS", item.issue);
  const [start, end] = item.page === undefined ? [] : oneLine(String(item.page)).split(/\s*[-–—]+\s*/, 2);
  tag("SP", start);
  tag("EP", end);
  tag("PB", item.publisher);
  tag("M3", item.genre);
  if (item.DOI && isDoi(item.DOI)) tag("DO", item.DOI);
  tag("UR", item.URL && citationUrl(item.URL));
  tag("AB", item.abstract);
  for (const keyword of keywordsOf(item)) tag("KW", keyword);
  lines.push("ER  - ");
  return `${lines.join("\n")}\n`;
}

export const risRecords = (items: CslItem[]) => items.map(record).join("\n");
