// Publications as the wire format, each with its owner, its authors and its document's thumbnail, loaded
// for all of them at once.
import type { Publication } from "@scholarly/contract";
import { loadAuthors } from "../feed/post-authors.js";
import type { DocumentViewer } from "../full-text/document-access.js";
import type { ProfileStore } from "../profiles/profile-store.js";
import { publicationThumbnailSource, type ThumbnailStore } from "../thumbnails/thumbnail-store.js";
import { presentWithThumbnails, type RowPresenter } from "../thumbnails/thumbnailed-rows.js";
import { presentPublication } from "./present-publication.js";
import type { PublicationAuthorsStore } from "./publication-authors-store.js";
import type { PublicationRow } from "./publication-store.js";

export interface PublicationPresenterStores {
  thumbnails: ThumbnailStore;
  profiles: ProfileStore;
  authors: PublicationAuthorsStore;
}

export function picturedPublications(
  { thumbnails, profiles, authors }: PublicationPresenterStores,
  viewer?: DocumentViewer,
): RowPresenter<PublicationRow, Publication> {
  const all = async (rows: readonly PublicationRow[]): Promise<Publication[]> => {
    const [ownerOf, authorsOf] = await Promise.all([
      loadAuthors(
        profiles,
        rows.map((row) => row.user_id),
      ),
      authors.of(rows.map((row) => row.id)),
    ]);
    return presentWithThumbnails(thumbnails, {
      kind: "publication",
      fileKeyOf: (row: PublicationRow) => publicationThumbnailSource(row),
      present: (row: PublicationRow, pictures) =>
        presentPublication(row, ownerOf(row.user_id), authorsOf.get(row.id), pictures, viewer),
    }).all(rows);
  };
  return {
    all,
    async one(row) {
      const [publication] = await all([row]);
      if (!publication) throw new Error("Presenting a publication answered nothing.");
      return publication;
    },
  };
}
