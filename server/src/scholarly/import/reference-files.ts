// BibTeX and RIS read by citation-js's parsers into CSL items.
import { badRequest } from "../../http/http-error.js";
import { Cite, cslItems } from "../csl/citation-js.js";

const INPUT_TYPES = { bibtex: "@biblatex/text", ris: "@ris/file" } as const;

export async function readReferenceFile(text: string, kind: keyof typeof INPUT_TYPES, unreadable: string) {
  let cite: Cite;
  try {
    cite = await Cite.async(text, { forceType: INPUT_TYPES[kind] });
  } catch {
    throw badRequest(unreadable);
  }
  if (cite.data.length === 0) throw badRequest(unreadable);
  return cslItems(cite);
}
