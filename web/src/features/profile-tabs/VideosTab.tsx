import { MediaPostsTab } from "./media-posts/MediaPostsTab";
import { VIDEOS } from "./media-posts/media-kinds";

export function VideosTab() {
  return <MediaPostsTab kind={VIDEOS} />;
}
