// Citing, exporting, importing and harvesting publications (the issue "Cite, import and be found").
import { z } from "zod";

import { CITATION_CONTENT_TYPES, citationText, citeQuery, EXPORT_FORMATS, exportQuery } from "../citations.js";
import { failures, MAX_RECORD_ID } from "../common.js";
import { endpoint } from "../endpoint.js";
import { importRequest, importResponse } from "../imports.js";

const distinct = (types: readonly string[]) => [...new Set(types)];

export const citationEndpoints = {
  cite: endpoint({
    method: "GET",
    path: "/user/publication/cite/",
    auth: "optional",
    tag: "citations",
    summary: "One publication as BibTeX, RIS, CSL-JSON or a formatted APA, Vancouver or Harvard reference",
    query: citeQuery,
    produces: distinct(Object.values(CITATION_CONTENT_TYPES)),
    responses: { 200: citationText, ...failures(400, 401, 404) },
  }),
  exportAll: endpoint({
    method: "GET",
    path: "/user/publication/export/",
    auth: "optional",
    tag: "citations",
    summary: "Every publication of a member (by profile id) in one BibTeX, RIS or CSL-JSON file",
    query: exportQuery,
    produces: EXPORT_FORMATS.map((format) => CITATION_CONTENT_TYPES[format]),
    responses: { 200: citationText, ...failures(400, 401, 404) },
  }),
};

export const importEndpoints = {
  importDrafts: endpoint({
    method: "POST",
    path: "/user/publication/import/",
    auth: "bearer",
    tag: "citations",
    summary: "Drafts read from a DOI, an arXiv id, BibTeX, RIS, CSL-JSON or a public ORCID record; nothing is saved",
    body: importRequest,
    responses: { 200: importResponse, ...failures(400, 401, 403, 404, 413, 429, 502) },
  }),
};

const oaiDocument = z
  .string()
  .describe("An OAI-PMH 2.0 response document; protocol errors are answered inside it, with status 200.");
const OAI_SUMMARY =
  "OAI-PMH 2.0 (verbs Identify, ListMetadataFormats, ListSets, ListIdentifiers, ListRecords, GetRecord; oai_dc)";

export const harvestingEndpoints = {
  oai: endpoint({
    method: "GET",
    path: "/oai",
    auth: "anonymous",
    tag: "harvesting",
    summary: OAI_SUMMARY,
    produces: ["text/xml"],
    responses: { 200: oaiDocument },
  }),
  oaiForm: endpoint({
    method: "POST",
    path: "/oai",
    auth: "anonymous",
    tag: "harvesting",
    summary: `${OAI_SUMMARY}, arguments form-encoded in the body`,
    produces: ["text/xml"],
    responses: { 200: oaiDocument },
  }),
};

const profileId = z.coerce
  .number({ error: "The profile id must be a number." })
  .int("The profile id must be a whole number.")
  .positive("The profile id must be positive.")
  .max(MAX_RECORD_ID, "The profile id is out of range.");

/** Outside /user/: for search engines and feed readers, not the app. */
export const discoveryEndpoints = {
  sitemap: endpoint({
    method: "GET",
    path: "/sitemap.xml",
    auth: "anonymous",
    tag: "discovery",
    summary: "Every profile and publication page with its last change; an index of numbered pages past 50,000",
    query: z.object({ page: z.coerce.number().int().positive("page must be a positive whole number.").optional() }),
    produces: ["application/xml"],
    responses: { 200: z.string().describe("A sitemaps.org urlset or sitemapindex."), ...failures(400, 404) },
  }),
  robots: endpoint({
    method: "GET",
    path: "/robots.txt",
    auth: "anonymous",
    tag: "discovery",
    summary: "Crawling rules, pointing at the sitemap",
    produces: ["text/plain"],
    responses: { 200: z.string().describe("robots.txt") },
  }),
  profileFeed: endpoint({
    method: "GET",
    path: "/feeds/:profileId.atom",
    auth: "anonymous",
    tag: "discovery",
    summary: "A member's 20 newest publications as an Atom 1.0 feed",
    params: z.object({ profileId }),
    produces: ["application/atom+xml"],
    responses: { 200: z.string().describe("An Atom 1.0 feed."), ...failures(400, 404) },
  }),
};
