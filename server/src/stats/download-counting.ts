// Counts a download when a publication's document is served under /media: once the answer is sent, so serving
// the file never waits for it. A viewer's range requests past the first byte belong to a download already
// counted; one starting at the first byte, like a whole fetch, begins one (the 30-second rule folds repeats).
import type { FastifyReply, FastifyRequest } from "fastify";
import type { App, AppContext } from "../app-context.js";
import { visitorOf } from "../http/visitor.js";
import { documentStore } from "../posts/document-store.js";

/** The publication a document belongs to, as the download count keeps it (`caches.documentPublications`). */
export interface DocumentPublication {
  id: number;
  ownerUserId: number;
}

const MEDIA_ROUTE = "/media/*";
const DOCUMENT_KEY = /^document\//;

function beginsDownload(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== "GET" || request.routeOptions.url !== MEDIA_ROUTE) return false;
  if (reply.statusCode !== 200 && reply.statusCode !== 206) return false;
  const range = request.headers.range;
  return range === undefined || /^bytes=0-/.test(range);
}

export function registerDownloadCounting(app: App, { db, caches, stats }: Pick<AppContext, "db" | "caches" | "stats">) {
  const documents = documentStore(db);

  const publicationOf = async (key: string) => {
    const found = await caches.documentPublications.fetch(key, {
      context: async () => {
        const document = await documents.documentOf(key);
        // The private version of a `both` is the authors' own; only the main document's downloads count.
        return {
          publication: document?.main ? { id: document.publicationId, ownerUserId: document.ownerUserId } : null,
        };
      },
    });
    return found?.publication ?? null;
  };

  app.addHook("onResponse", async (request, reply) => {
    if (!beginsDownload(request, reply)) return;
    const key = (request.params as { "*": string })["*"];
    if (!DOCUMENT_KEY.test(key)) return;
    const visitor = visitorOf(request);
    if (visitor.robot) return;
    const publication = publicationOf(key).then((found) => found && { kind: "publication" as const, ...found });
    stats.recordDownload(publication, visitor);
  });
}
