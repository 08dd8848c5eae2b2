// The signed-in member's gallery images.
import { galleryEndpoints } from "@scholarly/contract";
import { mediaPostsApi } from "./media-posts";

export const galleryApi = mediaPostsApi(galleryEndpoints, "image");
