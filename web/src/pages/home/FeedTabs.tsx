// The kinds of post as tabs over the feed: each one opens /home?type=… at once (All is plain /home), keeping
// Everyone or Following as chosen.
import type { HomeFeed, PostType } from "@scholarly/contract";
import { Link } from "react-router";
import { feedAddress } from "./feed-address";

const TABS: { type: PostType | undefined; label: string }[] = [
  { type: undefined, label: "All" },
  { type: "publication", label: "Publications" },
  { type: "image", label: "Images" },
  { type: "video", label: "Videos" },
  { type: "code", label: "Code" },
];

export function FeedTabs({ current, feed }: { current: PostType | undefined; feed: HomeFeed }) {
  return (
    <nav className="feed-tabs" aria-label="Kinds of post">
      <ul>
        {TABS.map(({ type, label }) => (
          <li key={label}>
            <Link
              to={{ pathname: "/home", search: feedAddress(type, feed).toString() }}
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
