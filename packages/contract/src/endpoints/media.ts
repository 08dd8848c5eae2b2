// Gallery images, videos and code snippets (part 2 sections on the gallery, videos and code tabs).
import { z } from "zod";
import { pageOf, pageQuery } from "../common.js";
import {
  codeSnippet,
  createCodeFields,
  createImageFields,
  createVideoFields,
  galleryImage,
  updateCodeFields,
  updateMediaFields,
  video,
} from "../media.js";
import { ownedItemEndpoints } from "./owned-items.js";

const mediaPage = pageQuery.pick({ page: true });

export const galleryEndpoints = ownedItemEndpoints({
  path: "/user/gallery/gallery-images/",
  tag: "media",
  noun: "gallery image",
  list: pageOf(galleryImage),
  listQuery: mediaPage,
  item: galleryImage,
  createFields: createImageFields,
  updateFields: updateMediaFields,
  files: { image: { kind: "image", label: "The image" } },
});

export const videoEndpoints = ownedItemEndpoints({
  path: "/user/videos/video/",
  tag: "media",
  noun: "video",
  list: pageOf(video),
  listQuery: mediaPage,
  item: video,
  createFields: createVideoFields,
  updateFields: updateMediaFields,
  files: { video: { kind: "video", label: "The video" } },
});

export const codeEndpoints = ownedItemEndpoints({
  path: "/user/code/code/",
  tag: "code",
  noun: "code snippet",
  list: z.object({ results: z.array(codeSnippet), count: z.number().int() }),
  item: codeSnippet,
  createFields: createCodeFields,
  updateFields: updateCodeFields,
  files: { media: { kind: "code", label: "The code file" } },
});
