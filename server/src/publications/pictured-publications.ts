// A member's publications as the wire format, each with its document's thumbnail.
import type { Publication, UserProfileSummary } from "@scholarly/contract";
import type { DocumentViewer } from "../full-text/document-access.js";
import { publicationThumbnailSource, type ThumbnailStore } from "../thumbnails/thumbnail-store.js";
import { presentWithThumbnails, type RowPresenter } from "../thumbnails/thumbnailed-rows.js";
import { presentPublication } from "./present-publication.js";
import type { PublicationRow } from "./publication-store.js";

export function picturedPublications(
  thumbnails: ThumbnailStore,
  author: UserProfileSummary,
  viewer?: DocumentViewer,
): RowPresenter<PublicationRow, Publication> {
  return presentWithThumbnails(thumbnails, {
    kind: "publication",
    fileKeyOf: (row: PublicationRow) => publicationThumbnailSource(row),
    present: (row: PublicationRow, pictures) => presentPublication(row, author, pictures, viewer),
  });
}
