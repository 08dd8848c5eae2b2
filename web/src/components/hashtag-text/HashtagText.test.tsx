import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HashtagText } from "./HashtagText";

const renderText = (text: string) =>
  render(
    <MemoryRouter>
      <HashtagText text={text} />
    </MemoryRouter>,
  );

describe("HashtagText", () => {
  it("links each #word of letters, digits and underscores to a search for it", () => {
    const { container } = renderText("New results on #quantum_2 and #AI today");
    const tags = [...container.querySelectorAll(".hashtag")].map((tag) => tag.textContent);
    expect(tags).toEqual(["#quantum_2", "#AI"]);
    expect(screen.getByRole("link", { name: "#AI" }).getAttribute("href")).toBe("/search?q=%23AI");
    expect(container.textContent).toBe("New results on #quantum_2 and #AI today");
    expect(screen.getByRole("link", { name: "#quantum_2" }).getAttribute("href")).toBe("/search?q=%23quantum_2");
  });

  it("stops a hashtag at punctuation and leaves a lone # as plain text", () => {
    const { container } = renderText("See #data-science, # alone");
    expect([...container.querySelectorAll(".hashtag")].map((tag) => tag.textContent)).toEqual(["#data"]);
    expect(screen.getByText(/alone/)).toBeTruthy();
  });
});
