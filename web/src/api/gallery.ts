// The signed-in member's gallery images.
import { galleryImage } from "@scholarly/contract";
import { mediaPostsApi } from "./media-posts";

export const galleryApi = mediaPostsApi("/user/gallery/gallery-images/", "image", galleryImage);
