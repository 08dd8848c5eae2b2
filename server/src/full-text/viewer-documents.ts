// A post detail as one viewer may see it: the cached detail carries the links anyone may have; a viewer
// allowed to fetch a private document gets signed links to it in their own copy.
import type { PostDetail } from "@scholarly/contract";
import type { PublicationStore } from "../publications/publication-store.js";
import type { MediaSigner } from "../signing/signed-media.js";
import { documentLinks } from "./document-access.js";

export function viewerDocuments(publications: PublicationStore, signer: MediaSigner) {
  return async (detail: PostDetail, user: { id: number }): Promise<PostDetail> => {
    if (detail.type !== "publication" || detail.upload_mode === "public") return detail;
    const row = await publications.byId(detail.id);
    if (!row) return detail;
    const links = documentLinks(row, { user, signer });
    return { ...detail, ...links, media: links.upload_document };
  };
}
