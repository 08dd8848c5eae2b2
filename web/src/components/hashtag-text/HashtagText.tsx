// Body text in which words starting with # (letters, digits, underscore) are hashtags, each a link to a search
// for it: the one place hashtags are drawn, wherever they appear.
import { Link } from "react-router";
import { hashtagAddress } from "../../features/search/search-address";
import "./hashtag-text.css";

const HASHTAG = /(#\w+)/;

export function HashtagLink({ tag }: { tag: string }) {
  return (
    <Link className="hashtag" to={hashtagAddress(tag)}>
      #{tag}
    </Link>
  );
}

export function HashtagText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(HASHTAG);
  return (
    <p className={className ? `hashtag-text ${className}` : "hashtag-text"}>
      {parts.map((part, index) =>
        // Odd positions are the captured hashtags; the split keeps their order stable.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text never reorder
          <HashtagLink key={index} tag={part.slice(1)} />
        ) : (
          part
        ),
      )}
    </p>
  );
}
