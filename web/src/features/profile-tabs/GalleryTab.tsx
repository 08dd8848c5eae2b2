import { MediaPostsTab } from "./media-posts/MediaPostsTab";
import { GALLERY } from "./media-posts/media-kinds";

export function GalleryTab() {
  return <MediaPostsTab kind={GALLERY} />;
}
