// The media route's check: a signed URL is served (privately) while its signature holds; without one, a
// private document answers 404 like a file that does not exist, so its key is worth nothing on its own.
// A publication's document is served with the name it was uploaded under.
import type { MediaSigner } from "../signing/signed-media.js";
import type { MediaAccess, MediaGrant } from "../storage/media-access.js";
import type { DocumentStore } from "./document-store.js";

/** Publication documents are stored under this kind; no other kind of file can be private. */
const DOCUMENT_KEY_PREFIX = "document/";

const REFUSED: MediaGrant = { access: "refused", name: null };

export function privateMediaAccess(documents: DocumentStore, signer: MediaSigner): MediaAccess {
  return async (key, query) => {
    const signed = query.signature !== undefined || query.expires !== undefined;
    if (signed && !signer.verify(key, query)) return REFUSED;
    const document = key.startsWith(DOCUMENT_KEY_PREFIX) ? await documents.documentOf(key) : undefined;
    if (signed) return { access: "private", name: document?.name ?? null };
    return document?.private ? REFUSED : { access: "public", name: document?.name ?? null };
  };
}
