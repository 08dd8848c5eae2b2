// What the feed shows instead of posts: a way to start when it is empty, and a Retry when it failed to load.
import { Link } from "react-router";
import { AddArticleButton } from "../../components/add-article/AddArticleButton";

export function EmptyFeed() {
  return (
    <div className="feed-panel">
      <h2 className="feed-panel__title">Nothing here yet</h2>
      <p>Share your research, or follow people to see what they publish.</p>
      <div className="feed-panel__actions">
        <AddArticleButton label="Publish your first work" className="feed-panel__primary" />
        {/* The Following feed, while empty, suggests the most-followed members. */}
        <Link to="/home?feed=following" className="feed-panel__secondary">
          Find people to follow
        </Link>
      </div>
    </div>
  );
}

export function FeedFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="feed-panel" role="alert">
      <h2 className="feed-panel__title">The feed could not be loaded</h2>
      <p>Check your connection and try again.</p>
      <div className="feed-panel__actions">
        <button type="button" className="feed-panel__primary" onClick={onRetry} disabled={retrying}>
          {retrying ? "Retrying…" : "Retry"}
        </button>
      </div>
    </div>
  );
}
