// The signed-in member's gallery images and videos: paged lists, upload, edit and delete.
import { galleryEndpoints, videoEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { ownedItems } from "../owned-items/owned-item-commands.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { presentGalleryImage, presentVideo } from "../posts/present-media.js";
import { mediaPostRoutes } from "./media-post-routes.js";

export const galleryAndVideoRoutes: DomainRoutes = (route, context) => {
  const hydration = hydrationStore(context.db);
  mediaPostRoutes(route, {
    endpoints: galleryEndpoints,
    ...ownedItems(context, "gallery_images"),
    fileField: "image",
    noun: "Image",
    missingFileMessage: "Please select an image and enter description.",
    present: async (rows) => {
      const images = await hydration.ofKind(
        "image",
        rows.map((row) => row.id),
      );
      return images.map((image) => presentGalleryImage(image.row, image.pictures));
    },
  });
  mediaPostRoutes(route, {
    endpoints: videoEndpoints,
    ...ownedItems(context, "videos"),
    fileField: "video",
    noun: "Video",
    missingFileMessage: "Please select a video and enter description.",
    present: async (rows) => rows.map(presentVideo),
  });
};
