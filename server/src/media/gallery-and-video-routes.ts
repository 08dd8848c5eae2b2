// The signed-in member's gallery images and videos: paged lists, upload, edit and delete.
import { galleryEndpoints, videoEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { ownedItemStore } from "../owned-items/owned-item-store.js";
import { thumbnailStore } from "../thumbnails/thumbnail-store.js";
import { mediaPostRoutes } from "./media-post-routes.js";
import { picturedGalleryImages } from "./pictured-gallery-images.js";
import { presentVideo } from "./presenters.js";

export const galleryAndVideoRoutes: DomainRoutes = (route, context) => {
  mediaPostRoutes(route, {
    endpoints: galleryEndpoints,
    store: ownedItemStore(context, "gallery_images"),
    fileField: "image",
    noun: "Image",
    missingFileMessage: "Please select an image and enter description.",
    present: picturedGalleryImages(thumbnailStore(context.db)),
  });
  mediaPostRoutes(route, {
    endpoints: videoEndpoints,
    store: ownedItemStore(context, "videos"),
    fileField: "video",
    noun: "Video",
    missingFileMessage: "Please select a video and enter description.",
    present: { all: async (rows) => rows.map(presentVideo), one: async (row) => presentVideo(row) },
  });
};
