// The one rule for a publication's documents: who may fetch which, and the links each viewer gets. Public
// documents go by their plain URL; private ones by a short-lived signed URL, and only to the work's authors who
// are members: the member who posted it and the co-authors who confirmed their authorship. Every answer, page
// and feed that hands out a document link asks here.
import type { UploadMode } from "@scholarly/contract";
import type { MediaSigner } from "../signing/signed-media.js";
import { mediaUrl } from "../storage/media-url.js";

export interface PublicationDocuments {
  user_id: number;
  upload_mode: UploadMode;
  upload_document: string | null;
  private_document: string | null;
}

/** A publication's documents and the account ids of its confirmed co-authors. */
export interface AuthoredDocuments extends PublicationDocuments {
  coauthorUserIds: readonly number[];
}

/** Whether this member is one of the work's authors: its poster or a co-author who confirmed. */
export function isAuthorOf(post: Pick<AuthoredDocuments, "user_id" | "coauthorUserIds">, userId: number | undefined) {
  return userId !== undefined && (userId === post.user_id || post.coauthorUserIds.includes(userId));
}

export interface DocumentLinks {
  upload_mode: UploadMode;
  upload_document: string | null;
  private_document: string | null;
  full_text_available: boolean;
}

/** A viewer and the signer of their private links; without one, the links anyone may have (cards, crawlers). */
export interface DocumentViewer {
  userId: number | undefined;
  signer: MediaSigner;
}

export function documentLinks(post: AuthoredDocuments, viewer?: DocumentViewer): DocumentLinks {
  const allowed = viewer !== undefined && isAuthorOf(post, viewer.userId);
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

/** The document anyone may open (crawlers' citation_pdf_url, harvesters' identifiers), or null. */
export function publicDocumentUrl(post: PublicationDocuments): string | null {
  return documentLinks({ ...post, coauthorUserIds: [] }).upload_document;
}
