// Which upload mode a publication gets from the mode sent and whether a document came with it: a work may be
// metadata only (`none`), but a mode that promises a document needs one, and `none` holds none.
import { PUBLICATION_MESSAGES, type UploadMode } from "@scholarly/contract";
import { badRequest } from "../http/http-error.js";

const WITH_FILE = { upload_mode: "A publication with a file is public, private or both." };

/** A new publication: without a mode, `public` with a document and `none` without. */
export function createdUploadMode(sent: UploadMode | undefined, hasDocument: boolean): UploadMode {
  const mode = sent ?? (hasDocument ? "public" : "none");
  if (mode === "none" && hasDocument) throw badRequest(PUBLICATION_MESSAGES.noneWithFile, WITH_FILE);
  if (mode !== "none" && !hasDocument) {
    throw badRequest(PUBLICATION_MESSAGES.fileRequired, { upload_document: "Required." });
  }
  return mode;
}

/**
 * An edit: a metadata-only work given a document becomes a normal publication (`public` unless told); a mode
 * is never changed to or from `none` otherwise. Undefined leaves the mode as it is.
 */
export function editedUploadMode(
  sent: UploadMode | undefined,
  stored: UploadMode,
  hasNewDocument: boolean,
): UploadMode | undefined {
  if (stored === "none") return createdUploadMode(sent, hasNewDocument);
  if (sent === "none") throw badRequest(PUBLICATION_MESSAGES.noneWithFile, WITH_FILE);
  return sent;
}

/** Mode both shows a public document and keeps a private version for the authors: it needs that version, stored or sent. */
export function requirePrivateVersion(mode: UploadMode | undefined, hasPrivateVersion: boolean): void {
  if (mode === "both" && !hasPrivateVersion) {
    throw badRequest(PUBLICATION_MESSAGES.privateVersionRequired, { private_document: "Required." });
  }
}
