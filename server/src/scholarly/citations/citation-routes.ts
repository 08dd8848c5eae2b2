// Citing one publication and exporting all of a member's, as files reference managers read or formatted text.
import {
  CITATION_CONTENT_TYPES,
  type CitationFormat,
  citationEndpoints,
  PUBLICATION_MESSAGES,
} from "@scholarly/contract";
import type { FastifyReply } from "fastify";
import type { DomainRoutes } from "../../http/endpoint-routes.js";
import { notFound } from "../../http/http-error.js";
import { siteOrigin } from "../../http/site-origin.js";
import { asciiSlug } from "../csl/ascii-words.js";
import type { CslItem } from "../csl/csl-item.js";
import { publicationCsl } from "../csl/publication-csl.js";
import { USER_NOT_FOUND } from "../messages.js";
import { publicationStore } from "../publication-store.js";
import { withUniqueKeys } from "./citation-key.js";
import { FILE_EXTENSIONS, renderCitations } from "./render-citations.js";

/** Sends the citations in their content type; with a file name, as an attachment to save. */
function sendCitations(reply: FastifyReply, items: CslItem[], format: CitationFormat, fileName?: string): string {
  reply.type(CITATION_CONTENT_TYPES[format]);
  if (fileName) {
    // The name is ASCII letters, digits and hyphens only, so it needs no quoting rules beyond the quotes.
    reply.header("Content-Disposition", `attachment; filename="${fileName}.${FILE_EXTENSIONS[format]}"`);
  }
  return renderCitations(items, format);
}

export const citationRoutes: DomainRoutes = (route, { db, config }) => {
  const publications = publicationStore(db);

  route(citationEndpoints.cite, async ({ query, request, reply }) => {
    const record = await publications.byId(query.id);
    if (!record) throw notFound(PUBLICATION_MESSAGES.postNotFound);
    const item = publicationCsl(record, siteOrigin(config, request));
    return sendCitations(reply, [item], query.format, query.download ? item.id : undefined);
  });

  route(citationEndpoints.exportAll, async ({ query, request, reply }) => {
    const member = await publications.ofProfile(query.user);
    if (!member) throw notFound(USER_NOT_FOUND);
    const origin = siteOrigin(config, request);
    const items = withUniqueKeys(member.publications.map((record) => publicationCsl(record, origin)));
    const fileName = query.download ? `${asciiSlug(member.name, "member")}-publications` : undefined;
    return sendCitations(reply, items, query.format, fileName);
  });
};
