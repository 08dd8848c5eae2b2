// The first lines of a code post's file, highlighted; plain text until the highlighter has loaded.
import { useQuery } from "@tanstack/react-query";
import { highlightToHtml } from "./highlight";

export const PREVIEW_LINES = 8;

export function firstLines(text: string, count = PREVIEW_LINES): string {
  return text.split(/\r?\n/).slice(0, count).join("\n").trimEnd();
}

async function loadPreview(url: string, language: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The code file answered ${response.status}`);
  const code = firstLines(await response.text());
  return { code, html: await highlightToHtml(code, language) };
}

export function CodePreview({ url, language, label }: { url: string; language: string; label: string }) {
  const preview = useQuery({ queryKey: ["code-preview", url, language], queryFn: () => loadPreview(url, language) });
  if (!preview.data) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the block scrolls sideways, so keyboard users must reach it
    <section className="code-preview" aria-label={label} tabIndex={0}>
      <pre>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js escapes the code it marks up */}
        <code className="hljs" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
      </pre>
    </section>
  );
}
