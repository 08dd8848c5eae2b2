// What differs between the gallery and the videos tab: the API, the file type and the wording.
import type { GalleryImage, Video } from "@scholarly/contract";
import { galleryApi } from "../../../api/gallery";
import type { MediaPostsApi } from "../../../api/media-posts";
import { videosApi } from "../../../api/videos";

export type MediaPost = GalleryImage | Video;

export interface MediaKind {
  name: "image" | "video";
  heading: string;
  /** Accept attribute and the MIME prefix a chosen file must have. */
  accept: "image/*" | "video/*";
  api: MediaPostsApi<MediaPost>;
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
