// A small highlighter: splits a snippet into comments, strings, keywords and plain text for the language named in code_of.
export type TokenKind = "comment" | "string" | "keyword" | "plain";
export interface CodeToken {
  kind: TokenKind;
  text: string;
}

const C_LIKE = "if else for while do return break continue switch case default new try catch finally throw class";
const KEYWORDS: Record<string, string> = {
  python:
    "def class return if elif else for while in import from as with try except finally raise lambda None True False and or not pass yield async await",
  javascript: `${C_LIKE} function const let var import export from async await typeof instanceof null undefined true false this`,
  java: `${C_LIKE} public private protected static final void int long double boolean String import package extends implements interface null true false this`,
  css: "important media import",
  html: "html head body div span script style link meta",
};
const ALIASES: Record<string, string> = {
  py: "python",
  js: "javascript",
  ts: "javascript",
  typescript: "javascript",
  react: "javascript",
  node: "javascript",
};

function keywordsFor(language: string): Set<string> {
  const name = language.trim().toLowerCase();
  return new Set((KEYWORDS[ALIASES[name] ?? name] ?? "").split(" ").filter(Boolean));
}

// One pass over the text: comments (#, //, /* */, <!-- -->), quoted strings, words, and anything else.
const TOKEN =
  /(#[^\n]*|\/\/[^\n]*|\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->)|("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|([A-Za-z_]\w*)|([\s\S])/g;

export function highlightCode(code: string, language: string): CodeToken[] {
  const keywords = keywordsFor(language);
  const hashComments = ["python", "py"].includes(language.trim().toLowerCase());
  const tokens: CodeToken[] = [];
  const push = (kind: TokenKind, text: string) => {
    const last = tokens.at(-1);
    if (last && last.kind === kind && kind === "plain") last.text += text;
    else tokens.push({ kind, text });
  };
  for (const [, comment, string, word, other] of code.matchAll(TOKEN)) {
    // '#' starts a comment only in Python; elsewhere it is ordinary text (CSS ids, HTML entities).
    if (comment && (hashComments || !comment.startsWith("#"))) push("comment", comment);
    else if (comment) {
      push("plain", comment[0]!);
      tokens.push(...highlightCode(comment.slice(1), language));
    } else if (string) push("string", string);
    else if (word) push(keywords.has(word) ? "keyword" : "plain", word);
    else push("plain", other ?? "");
  }
  return tokens;
}
