// JSON-LD contexts for expanding ActivityStreams documents in tests, from Fedify's copies: tests fetch nothing.
import { preloadedContexts } from "@fedify/vocab-runtime";
import type { RemoteDocument } from "jsonld/jsonld-spec";

/** A jsonld document loader that answers the contexts actors and objects name (ActivityStreams, security, …). */
export async function offlineContexts(url: string): Promise<RemoteDocument> {
  const document = preloadedContexts[url];
  if (document === undefined) throw new Error(`No copy of the JSON-LD context ${url}.`);
  return { documentUrl: url, document: document as RemoteDocument["document"] };
}
