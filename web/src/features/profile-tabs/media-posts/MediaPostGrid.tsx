// The grid of images or videos; without `onEdit`/`onDelete` it is the read-only view of another member's posts.
import type { MediaKind, MediaPost } from "./media-kinds";
import { mediaAddress } from "./media-kinds";
import "./media-posts.css";

interface MediaPostGridProps {
  kind: Pick<MediaKind, "name" | "noun">;
  posts: MediaPost[];
  onEdit?: (post: MediaPost) => void;
  onDelete?: (post: MediaPost) => void;
}

export function MediaPostGrid({ kind, posts, onEdit, onDelete }: MediaPostGridProps) {
  if (posts.length === 0) return <p className="empty-state">No media available</p>;
  return (
    <ul className="tab-grid">
      {posts.map((post) => (
        <li key={post.id} className="tab-card media-card">
          {kind.name === "image" ? (
            <img className="media-card__media" src={mediaAddress(post)} alt={post.description} loading="lazy" />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: members upload their own videos without caption tracks
            <video className="media-card__media" src={mediaAddress(post)} controls preload="metadata">
              Your browser does not support the video tag.
            </video>
          )}
          <p className="media-card__description">{post.description}</p>
          {(onEdit || onDelete) && (
            <div className="tab-card__actions">
              {onEdit && (
                <button type="button" className="button button--secondary" onClick={() => onEdit(post)}>
                  Edit<span className="visually-hidden"> {post.description}</span>
                </button>
              )}
              {onDelete && (
                <button type="button" className="button button--danger" onClick={() => onDelete(post)}>
                  Delete<span className="visually-hidden"> {post.description}</span>
                </button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
