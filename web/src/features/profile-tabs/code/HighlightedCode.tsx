import { highlightCode } from "./highlight-code";

export function HighlightedCode({ code, language }: { code: string; language: string }) {
  return (
    <pre className="highlighted-code">
      <code>
        {highlightCode(code, language).map((token, index) =>
          token.kind === "plain" ? (
            token.text
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: tokens never reorder
            <span key={index} className={`highlighted-code__${token.kind}`}>
              {token.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}
