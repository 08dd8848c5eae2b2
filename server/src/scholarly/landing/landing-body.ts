// The plain page the server writes into the web app's #root for crawlers that run no JavaScript (Google
// Scholar wants the abstract visible): the web app replaces it when it starts. Every value is HTML-escaped.
import escapeHtml from "escape-html";
import { publicationAuthors } from "../csl/publication-csl.js";
import { knownDate, type PublicationRecord } from "../publication-store.js";

const profilePath = (profileId: number) => `/user-profile/${profileId}`;
const publicationPath = (publicationId: number) => `/post/${publicationId}?type=publication`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** Paragraphs as the author separated them by blank lines. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("");

export interface PublicationBody {
  record: PublicationRecord;
  /** Absolute link of the public PDF; null when the document is private or not a PDF. */
  pdfUrl: string | null;
}

export function publicationBody({ record, pdfUrl }: PublicationBody): string {
  const authors = publicationAuthors(record).map((author) =>
    author.profile_id ? link(profilePath(author.profile_id), author.name) : escapeHtml(author.name),
  );
  const date = knownDate(record);
  const published = [
    date && `<time datetime="${escapeHtml(date)}">${escapeHtml(date)}</time>`,
    record.journal && `<cite>${escapeHtml(record.journal)}</cite>`,
  ].filter(Boolean);
  return [
    '<main class="landing"><article>',
    `<h1>${escapeHtml(record.title)}</h1>`,
    authors.length > 0 ? `<p class="landing__authors">${authors.join(", ")}</p>` : "",
    published.length > 0 ? `<p class="landing__published">${published.join(", ")}</p>` : "",
    record.abstract ? `<section><h2>Abstract</h2>${paragraphs(record.abstract)}</section>` : "",
    record.doi ? `<p>DOI: ${link(`https://doi.org/${record.doi}`, record.doi)}</p>` : "",
    pdfUrl ? `<p>${link(pdfUrl, "Full text (PDF)")}</p>` : "",
    "</article></main>",
  ].join("");
}

export interface ProfileBody {
  name: string;
  institution: string;
  bio: string;
  works: Pick<PublicationRecord, "id" | "title" | "publication_date">[];
}

export function profileBody(profile: ProfileBody): string {
  const works = profile.works.map(
    (work) =>
      `<li>${link(publicationPath(work.id), work.title)}${
        work.publication_date ? ` (${escapeHtml(work.publication_date.slice(0, 4))})` : ""
      }</li>`,
  );
  return [
    '<main class="landing"><article>',
    `<h1>${escapeHtml(profile.name)}</h1>`,
    profile.institution ? `<p class="landing__affiliation">${escapeHtml(profile.institution)}</p>` : "",
    profile.bio ? `<section>${paragraphs(profile.bio)}</section>` : "",
    works.length > 0 ? `<section><h2>Works</h2><ul>${works.join("")}</ul></section>` : "",
    "</article></main>",
  ].join("");
}
