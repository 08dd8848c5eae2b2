// highlight.js with its common languages, loaded on first use so pages without code do not download it.
type HighlightJs = typeof import("highlight.js").default;

let loading: Promise<HighlightJs> | undefined;

function loadHighlighter(): Promise<HighlightJs> {
  loading ??= Promise.all([import("highlight.js/lib/common"), import("highlight.js/styles/github-dark.css")]).then(
    ([module]) => module.default,
  );
  return loading;
}

/** The code as highlighted HTML (highlight.js escapes the text); the language by its name, else guessed. */
export async function highlightToHtml(code: string, language: string): Promise<string> {
  const hljs = await loadHighlighter();
  const name = language.trim().toLowerCase();
  return hljs.getLanguage(name) ? hljs.highlight(code, { language: name }).value : hljs.highlightAuto(code).value;
}
