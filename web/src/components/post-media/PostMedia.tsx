// An image or a video post's media on its page: the picture, or the video with controls that never plays by itself.
import "./post-media.css";

export interface PostMediaSource {
  type: string;
  title: string;
  video: string | null;
  image: string | null;
}

export function PostMedia({ post }: { post: PostMediaSource }) {
  if (post.type === "video" && post.video)
    return (
      // biome-ignore lint/a11y/useMediaCaption: members upload their own videos without caption tracks
      <video className="post-media__video" src={post.video} controls preload="metadata" aria-label={post.title}>
        Your browser does not support the video tag.
      </video>
    );
  if (post.type === "image" && post.image)
    return <img className="post-media__image" src={post.image} alt={post.title} loading="lazy" />;
  return null;
}
