// The signed-in member's videos.
import { video } from "@scholarly/contract";
import { mediaPostsApi } from "./media-posts";

export const videosApi = mediaPostsApi("/user/videos/video/", "video", video);
