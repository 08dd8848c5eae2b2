// Citing and exporting publications (the issue "Cite, import and be found").

import { CITATION_CONTENT_TYPES, citationText, citeQuery, EXPORT_FORMATS, exportQuery } from "../citations.js";
import { failures } from "../common.js";
import { endpoint } from "../endpoint.js";

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
