// The signed-in member's videos.
import { videoEndpoints } from "@scholarly/contract";
import { mediaPostsApi } from "./media-posts";

export const videosApi = mediaPostsApi(videoEndpoints, "video");
