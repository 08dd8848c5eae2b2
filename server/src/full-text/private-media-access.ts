// The media route's check: a signed URL is served (privately) while its signature holds; without one, a
// private document answers 404 like a file that does not exist, so its key is worth nothing on its own.
import type { PublicationStore } from "../publications/publication-store.js";
import type { MediaSigner } from "../signing/signed-media.js";
import type { MediaAccess } from "../storage/media-access.js";

/** Publication documents are stored under this kind; no other kind of file can be private. */
const DOCUMENT_KEY_PREFIX = "document/";

export function privateMediaAccess(publications: PublicationStore, signer: MediaSigner): MediaAccess {
  return async (key, query) => {
    if (query.signature !== undefined || query.expires !== undefined) {
      return signer.verify(key, query) ? "private" : "refused";
    }
    if (!key.startsWith(DOCUMENT_KEY_PREFIX)) return "public";
    return (await publications.isPrivateDocument(key)) ? "refused" : "public";
  };
}
