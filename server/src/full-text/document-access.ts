// Who may fetch a publication's documents, and the links each viewer gets: public documents by their plain
// URL, private ones by a short-lived signed URL, and only to those allowed.
import type { UploadMode } from "@scholarly/contract";
import type { MediaSigner } from "../signing/signed-media.js";
import { mediaUrl } from "../storage/media-url.js";

export interface PublicationDocuments {
  user_id: number;
  upload_mode: UploadMode;
  upload_document: string | null;
  private_document: string | null;
}

/**
 * The one rule for private documents: the authors who are members may fetch them. Until publications list
 * their member authors, that is the owner; a co-author check joins here.
 */
export function canFetchPrivateDocument(post: Pick<PublicationDocuments, "user_id">, user: { id: number } | undefined) {
  return user !== undefined && user.id === post.user_id;
}

export interface DocumentLinks {
  upload_mode: UploadMode;
  upload_document: string | null;
  private_document: string | null;
  full_text_available: boolean;
}

/** A viewer and the signer of their private links; without one, the links anyone may have (feed cards). */
export interface DocumentViewer {
  user: { id: number } | undefined;
  signer: MediaSigner;
}

export function documentLinks(post: PublicationDocuments, viewer?: DocumentViewer): DocumentLinks {
  const allowed = viewer !== undefined && canFetchPrivateDocument(post, viewer.user);
  const signed = (key: string | null) => (key !== null && allowed ? viewer.signer.url(key) : null);
  const { upload_mode } = post;
  switch (upload_mode) {
    case "public":
      return {
        upload_mode,
        upload_document: mediaUrl(post.upload_document),
        private_document: null,
        full_text_available: post.upload_document !== null,
      };
    case "private":
      return {
        upload_mode,
        upload_document: signed(post.upload_document),
        private_document: null,
        full_text_available: allowed,
      };
    case "both":
      return {
        upload_mode,
        upload_document: mediaUrl(post.upload_document),
        private_document: signed(post.private_document),
        full_text_available: allowed,
      };
    case "none":
      // Metadata only: no one may open a full text here, so others may request it.
      return { upload_mode, upload_document: null, private_document: null, full_text_available: false };
  }
}
