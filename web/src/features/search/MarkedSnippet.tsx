// A search hit's snippet: the server escapes all of it but the <mark> tags, so it is split on them and shown as
// plain text (never as HTML), the marked words in <mark>.
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

const unescapeHtml = (html: string) =>
  html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** Even positions are plain text, odd positions the marked words. */
export function snippetParts(highlight: string): string[] {
  return highlight.split(/<mark>(.*?)<\/mark>/).map(unescapeHtml);
}

export function MarkedSnippet({ highlight, matchedIn }: { highlight: string; matchedIn: string }) {
  return (
    <p className="marked-snippet">
      <span className="marked-snippet__where">Matched in {matchedIn}: </span>
      {snippetParts(highlight).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed snippet never reorder
        index % 2 === 1 ? <mark key={index}>{part}</mark> : part,
      )}
    </p>
  );
}
