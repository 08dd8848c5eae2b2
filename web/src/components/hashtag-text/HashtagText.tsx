// Body text in which words starting with # (letters, digits, underscore) are styled as hashtags.
import "./hashtag-text.css";

const HASHTAG = /(#\w+)/;

export function HashtagText({ text }: { text: string }) {
  const parts = text.split(HASHTAG);
  return (
    <p className="hashtag-text">
      {parts.map((part, index) =>
        // Odd positions are the captured hashtags; the split keeps their order stable.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text never reorder
          <span key={index} className="hashtag">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </p>
  );
}
