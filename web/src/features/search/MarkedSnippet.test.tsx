import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarkedSnippet, snippetParts } from "./MarkedSnippet";

describe("a search hit's snippet", () => {
  it("shows the marked words in <mark> and the escaped rest as text, never as HTML", () => {
    const { container } = render(
      <MarkedSnippet matchedIn="title" highlight="<mark>Neural</mark> &lt;img src=x onerror=alert(1)&gt; &amp; nets" />,
    );

    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["Neural"]);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("Matched in title: Neural <img src=x onerror=alert(1)> & nets");
  });

  it("splits a snippet into plain and marked parts", () => {
    expect(snippetParts("a <mark>b</mark> c <mark>d</mark>")).toEqual(["a ", "b", " c ", "d", ""]);
  });
});
