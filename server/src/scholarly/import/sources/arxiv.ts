// The arXiv API (GET ?id_list={id}): an Atom feed with one entry per id. Every arXiv paper is a preprint;
// its DOI is the journal version's when arXiv knows one, otherwise the DOI arXiv registers itself.
import { XMLParser } from "fast-xml-parser";
import type { CslItem } from "../../csl/csl-item.js";
import { type SourceClient, unreachable } from "./source-client.js";

interface AtomLink {
  href?: string;
  rel?: string;
  title?: string;
}

interface ArxivEntry {
  id?: string;
  title?: string;
  summary?: string;
  published?: string;
  author?: { name?: string }[];
  link?: AtomLink[];
  doi?: string;
  journal_ref?: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  // arxiv:doi and atom:title alike are read by their local names.
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === "entry" || name === "author" || name === "link",
});

const oneLine = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** arXiv answers an unknown or malformed id with an entry whose id is an error page. */
const isError = (entry: ArxivEntry) => !entry.id || entry.id.includes("/api/errors");

/** "2301.01234v2" → "2301.01234", the id every version shares. */
const withoutVersion = (id: string) => id.replace(/v\d+$/, "");

function entryCsl(entry: ArxivEntry, id: string): CslItem {
  const page = entry.link?.find((link) => link.rel === "alternate")?.href ?? entry.id;
  return {
    id,
    type: "article",
    genre: "Preprint",
    title: oneLine(entry.title),
    author: (entry.author ?? []).map((author) => ({ literal: oneLine(author.name) })),
    ...(entry.published && { issued: { raw: entry.published.slice(0, 10) } }),
    DOI: entry.doi ? oneLine(entry.doi) : `10.48550/arXiv.${withoutVersion(id)}`,
    ...(page && { URL: page.replace(/^http:/, "https:") }),
    ...(entry.summary && { abstract: entry.summary }),
    ...(entry.journal_ref && { "container-title": oneLine(entry.journal_ref) }),
    publisher: "arXiv",
  };
}

export function arxivCsl(atom: string, id: string): CslItem | undefined {
  const feed = parser.parse(atom) as { feed?: { entry?: ArxivEntry[] } };
  const entry = feed.feed?.entry?.find((candidate) => !isError(candidate));
  return entry && entryCsl(entry, id);
}

/** The preprint with this id (the newest version unless the id names one), or undefined. */
export async function arxivPreprint(client: SourceClient, queryUrl: string, id: string): Promise<CslItem | undefined> {
  const url = new URL(queryUrl);
  url.searchParams.set("id_list", id);
  const atom = await client.text("arXiv", url.toString(), "application/atom+xml");
  if (atom === undefined) return undefined;
  try {
    return arxivCsl(atom, id);
  } catch {
    throw unreachable("arXiv");
  }
}
