// Gallery images as the wire format, each with its 320 and 1280 px thumbnails.
import type { GalleryImage } from "@scholarly/contract";
import type { Selectable } from "kysely";
import type { GalleryImagesTable } from "../db/tables.js";
import type { ThumbnailStore } from "../thumbnails/thumbnail-store.js";
import { presentWithThumbnails, type RowPresenter } from "../thumbnails/thumbnailed-rows.js";
import { presentGalleryImage } from "./presenters.js";

type GalleryImageRow = Selectable<GalleryImagesTable>;

export function picturedGalleryImages(thumbnails: ThumbnailStore): RowPresenter<GalleryImageRow, GalleryImage> {
  return presentWithThumbnails(thumbnails, {
    kind: "image",
    fileKeyOf: (row: GalleryImageRow) => row.image,
    present: presentGalleryImage,
  });
}
