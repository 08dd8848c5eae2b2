import { describe, expect, it } from "vitest";
import { highlightCode } from "./highlight-code";

const kinds = (code: string, language: string) =>
  highlightCode(code, language)
    .filter((token) => token.kind !== "plain")
    .map((token) => `${token.kind}:${token.text}`);

describe("snippet highlighting", () => {
  it("marks Python keywords, strings and # comments", () => {
    expect(kinds('def greet(): return "hi" # say hi', "Python")).toEqual([
      "keyword:def",
      "keyword:return",
      'string:"hi"',
      "comment:# say hi",
    ]);
  });

  it("treats # as text outside Python and keeps the whole snippet", () => {
    const code = "#main { color: red; } // note";
    expect(kinds(code, "css")).toEqual(["comment:// note"]);
    expect(
      highlightCode(code, "css")
        .map((token) => token.text)
        .join(""),
    ).toBe(code);
  });
});
