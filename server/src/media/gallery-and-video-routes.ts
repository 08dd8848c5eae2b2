// The signed-in member's gallery images and videos: paged lists, upload, edit and delete.
import { createImageFields, createVideoFields, galleryImage, video } from "@scholarly/contract";
import type { DomainRoutes } from "../app-context.js";
import { mediaPostRoutes } from "./media-post-routes.js";
import { presentGalleryImage, presentVideo } from "./presenters.js";

export const galleryAndVideoRoutes: DomainRoutes = (app, context) => {
  mediaPostRoutes(app, context, {
    path: "/user/gallery/gallery-images/",
    table: "gallery_images",
    fileField: "image",
    upload: { kind: "image", label: "The image" },
    noun: "Image",
    createFields: createImageFields,
    missingFileMessage: "Please select an image and enter description.",
    item: galleryImage,
    present: presentGalleryImage,
  });
  mediaPostRoutes(app, context, {
    path: "/user/videos/video/",
    table: "videos",
    fileField: "video",
    upload: { kind: "video", label: "The video" },
    noun: "Video",
    createFields: createVideoFields,
    missingFileMessage: "Please select a video and enter description.",
    item: video,
    present: presentVideo,
  });
};
