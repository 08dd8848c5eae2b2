// The item type Zotero saves a web page as: its own Embedded Metadata and RDF translators (vendored in
// fixtures/zotero-translators, AGPL) run over the page as jsdom parses it, with the little of Zotero they call.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { JSDOM } from "jsdom";

const TRANSLATORS = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "zotero-translators");

/** Zotero's item types, which ZU.itemTypeExists knows. */
const ITEM_TYPES = new Set([
  "artwork",
  "audioRecording",
  "bill",
  "blogPost",
  "book",
  "bookSection",
  "case",
  "computerProgram",
  "conferencePaper",
  "dataset",
  "dictionaryEntry",
  "document",
  "email",
  "encyclopediaArticle",
  "film",
  "forumPost",
  "hearing",
  "instantMessage",
  "interview",
  "journalArticle",
  "letter",
  "magazineArticle",
  "manuscript",
  "map",
  "newspaperArticle",
  "note",
  "patent",
  "podcast",
  "preprint",
  "presentation",
  "radioBroadcast",
  "report",
  "standard",
  "statute",
  "thesis",
  "tvBroadcast",
  "videoRecording",
  "webpage",
]);

/** A translator's code: its file without the JSON header before it. */
function translatorCode(file: string): string {
  const source = readFileSync(path.join(TRANSLATORS, file), "utf8");
  return source.slice(source.indexOf("\n}\n") + 3);
}

const utilities = {
  itemTypeExists: (type: string) => ITEM_TYPES.has(type),
  fieldIsValidForType: () => true,
};

/**
 * The RDF store Zotero gives the RDF translator, holding the literal statements Embedded Metadata adds. Its
 * resources are objects, as in Zotero (the translator tells a resource from a list by its length).
 */
function rdfStore() {
  const resources = new Map<string, { uri: string }>();
  const resource = (uri: string) => resources.get(uri) ?? resources.set(uri, { uri }).get(uri);
  const statements: { subject: { uri: string }; predicate: string; object: string }[] = [];
  const found = <T>(values: T[]) => (values.length > 0 ? values : false);
  return {
    addStatement: (subject: string, predicate: string, object: string) => {
      statements.push({ subject: resource(subject) as { uri: string }, predicate, object });
    },
    getAllResources: () => [...resources.values()],
    getTargets: (subject: { uri: string }, predicate: string) =>
      found(statements.filter((s) => s.subject === subject && s.predicate === predicate).map((s) => s.object)),
    // Every object is a literal, so no resource is the object of a statement.
    getSources: () => false,
    getArcsIn: () => [],
    getArcsOut: (subject: { uri: string }) => statements.filter((s) => s.subject === subject).map((s) => s.predicate),
    getResourceURI: (node: { uri: string } | string) => (typeof node === "string" ? node : node.uri),
    getContainerElements: () => [],
  };
}

function rdfTranslator() {
  const zotero = { RDF: rdfStore(), debug: () => {} };
  const context = vm.createContext({ Zotero: zotero, Z: zotero, ZU: utilities });
  vm.runInContext(translatorCode("RDF.js"), context);
  const exported = context.exports as Record<string, unknown>;
  exported.Zotero = zotero;
  return exported;
}

/** What Zotero's Embedded Metadata translator detects a page as ("journalArticle", "thesis", …). */
export function zoteroItemType(html: string, url: string): string | false {
  const { document } = new JSDOM(html, { url }).window;
  let detected: string | false = false;
  const zotero = {
    debug: () => {},
    done: (type: string | false) => {
      detected = type;
    },
    loadTranslator: () => ({
      setTranslator: () => {},
      setHandler: () => {},
      getTranslatorObject: (use: (translator: Record<string, unknown>) => void) => use(rdfTranslator()),
    }),
  };
  const context = vm.createContext({ Zotero: zotero, Z: zotero, ZU: utilities });
  vm.runInContext(translatorCode("Embedded Metadata.js"), context);
  (context.detectWeb as (doc: object, url: string) => void)(document, url);
  return detected;
}
