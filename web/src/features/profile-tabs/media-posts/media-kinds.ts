// What differs between the gallery and the videos tab: the API, the file type, the form's checks and the wording.
import { createImageFields, createVideoFields, updateMediaFields } from "@scholarly/contract";
import { z } from "zod";
import { galleryApi } from "../../../api/gallery";
import type { MediaPost, MediaPostsApi } from "../../../api/media-posts";
import { videosApi } from "../../../api/videos";

export type { MediaPost } from "../../../api/media-posts";

export interface MediaKind {
  name: "image" | "video";
  heading: string;
  /** Accept attribute and the MIME prefix a chosen file must have. */
  accept: "image/*" | "video/*";
  api: MediaPostsApi;
  /** The contract's fields of a new post. */
  createFields: typeof createImageFields | typeof createVideoFields;
  invalidFile: string;
  missingOnCreate: string;
  fetchFailed: string;
  noun: "Image" | "Video";
}

export const GALLERY: MediaKind = {
  name: "image",
  heading: "Gallery",
  accept: "image/*",
  api: galleryApi,
  createFields: createImageFields,
  invalidFile: "Please select a valid image file",
  missingOnCreate: "Please select an image and enter description.",
  fetchFailed: "Failed to fetch images.",
  noun: "Image",
};

export const VIDEOS: MediaKind = {
  name: "video",
  heading: "Videos",
  accept: "video/*",
  api: videosApi,
  createFields: createVideoFields,
  invalidFile: "Please select a valid video file",
  missingOnCreate: "Please select a video and enter description.",
  fetchFailed: "Failed to fetch videos.",
  noun: "Video",
};

export const mediaAddress = (post: MediaPost) => ("image" in post ? post.image : post.video);

/** The file a member picked, if it is of the tab's kind; the browser's MIME type is only a first check. */
export function isFileOfKind(file: File, kind: MediaKind): boolean {
  return file.type.startsWith(kind.accept.replace("*", ""));
}

/** The file of a post: of the tab's kind, and required when adding. */
const mediaFile = (kind: MediaKind, required: boolean) =>
  z
    .custom<File | undefined>((value) => value === undefined || value instanceof File)
    .refine((file) => file !== undefined || !required, kind.missingOnCreate)
    .refine((file) => file === undefined || isFileOfKind(file, kind), kind.invalidFile);

export const newMediaForm = (kind: MediaKind) => kind.createFields.extend({ file: mediaFile(kind, true) });
export const mediaChangeForm = (kind: MediaKind) =>
  updateMediaFields.omit({ id: true }).extend({ file: mediaFile(kind, false) });
