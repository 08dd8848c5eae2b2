// The kinds of post as tabs over the feed: each one opens /home?type=… at once (All is plain /home).
import type { PostType } from "@scholarly/contract";
import { Link } from "react-router";

const TABS: { type: PostType | undefined; label: string }[] = [
  { type: undefined, label: "All" },
  { type: "publication", label: "Publications" },
  { type: "image", label: "Images" },
  { type: "video", label: "Videos" },
  { type: "code", label: "Code" },
];

export function FeedTabs({ current }: { current: PostType | undefined }) {
  return (
    <nav className="feed-tabs" aria-label="Kinds of post">
      <ul>
        {TABS.map(({ type, label }) => (
          <li key={label}>
            <Link
              to={type ? `/home?type=${type}` : "/home"}
              className="feed-tabs__tab"
              aria-current={type === current ? "page" : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
