// The item type Zotero saves a web page as, by the rules of its Embedded Metadata translator (and the RDF
// translator it hands OpenGraph and Dublin Core statements to), restated from zotero/translators at commit
// 2814370 for the tags a page can carry. Their code is AGPL and is not copied here; this keeps only their
// decision table, so a test can tell which <meta> tags make Zotero pick which type.
import { htmlPage } from "./html-page.js";

/** Namespaces Zotero knows by prefix: a tag in one is an RDF statement, not a Highwire tag. */
const NAMESPACES = new Set([
  "bib",
  "bibo",
  "dc",
  "dcterms",
  "prism",
  "foaf",
  "vcard",
  "link",
  "z",
  "eprint",
  "eprints",
  "og",
  "article",
  "book",
  "music",
  "video",
  "so",
  "codemeta",
  "rdf",
]);
/** Namespaces whose type statements this table does not restate: a page using them is refused, not guessed. */
const NOT_RESTATED = new Set(["bib", "bibo", "prism", "eprint", "eprints", "z", "so"]);

const HIGHWIRE_TYPES: Record<string, string> = {
  citation_journal_title: "journalArticle",
  citation_technical_report_institution: "report",
  citation_conference_title: "conferencePaper",
  citation_conference: "conferencePaper",
  citation_book_title: "bookSection",
  citation_inbook_title: "bookSection",
  citation_dissertation_institution: "thesis",
};
const OPEN_GRAPH_TYPES: Record<string, string> = { book: "book", website: "webpage" };
const DUBLIN_CORE_TYPES: Record<string, string> = {
  book: "book",
  patent: "patent",
  report: "report",
  thesis: "thesis",
  dataset: "dataset",
  bookitem: "bookSection",
  conferenceitem: "conferencePaper",
  conferencepaper: "conferencePaper",
  conferenceposter: "conferencePaper",
  article: "journalArticle",
  journalitem: "journalArticle",
  journalarticle: "journalArticle",
  scholarlytext: "journalArticle",
  workingpaper: "report",
};

/** A tag's namespace as Zotero reads it: the second part of `a_b_c` when that is one, else the first. */
function namespaceOf(tag: string): string | undefined {
  const [first = "", second = "", ...rest] = tag.split(/[.:_]/).map((part) => part.toLowerCase());
  if (rest.length > 0 && NAMESPACES.has(second)) return second;
  return NAMESPACES.has(first) ? first : undefined;
}

/** What Zotero's Embedded Metadata translator detects a page as ("journalArticle", "thesis", …). */
export function zoteroItemType(html: string): string | false {
  let highwire: string | undefined;
  let guess: string | undefined;
  const statements: { namespace: string; property: string; value: string }[] = [];
  for (const element of htmlPage(html).elements) {
    const names = element.tag === "meta" ? (element.attributes.name ?? element.attributes.property) : undefined;
    const value = element.attributes.content;
    if (!names || !value) continue;
    for (const tag of names.split(/\s+/)) {
      const namespace = namespaceOf(tag);
      if (namespace) {
        if (NOT_RESTATED.has(namespace)) throw new Error(`The Zotero rules here do not cover the tag ${tag}.`);
        statements.push({ namespace, property: tag.split(/[.:_]/).at(-1)?.toLowerCase() ?? "", value });
        continue;
      }
      const highwireTag = tag.slice(tag.lastIndexOf("citation_"));
      if (HIGHWIRE_TYPES[highwireTag]) highwire = HIGHWIRE_TYPES[highwireTag];
      else if (highwireTag === "citation_isbn") guess = "book";
      else if (highwireTag === "citation_title" || highwireTag === "citation_series_title") guess ??= "journalArticle";
    }
  }
  // Highwire types are the most accurate; without one, RDF decides from OpenGraph, then Dublin Core, then guesses.
  if (highwire) return highwire;
  if (statements.length === 0) return guess ?? false;
  const typeIn = (namespace: string) =>
    statements.find((statement) => statement.namespace === namespace && statement.property === "type")?.value;
  const openGraph = typeIn("og");
  const dublinCore = (typeIn("dc") ?? typeIn("dcterms"))?.toLowerCase().replace(/\s/g, "");
  return (
    (openGraph && OPEN_GRAPH_TYPES[openGraph]) || (dublinCore && DUBLIN_CORE_TYPES[dublinCore]) || guess || "webpage"
  );
}
