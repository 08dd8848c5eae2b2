import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HashtagText } from "./HashtagText";

describe("HashtagText", () => {
  it("styles each #word of letters, digits and underscores as a hashtag", () => {
    const { container } = render(<HashtagText text="New results on #quantum_2 and #AI today" />);
    const tags = [...container.querySelectorAll(".hashtag")].map((tag) => tag.textContent);
    expect(tags).toEqual(["#quantum_2", "#AI"]);
    expect(container.textContent).toBe("New results on #quantum_2 and #AI today");
  });

  it("stops a hashtag at punctuation and leaves a lone # as plain text", () => {
    const { container } = render(<HashtagText text="See #data-science, # alone" />);
    expect([...container.querySelectorAll(".hashtag")].map((tag) => tag.textContent)).toEqual(["#data"]);
    expect(screen.getByText(/alone/)).toBeTruthy();
  });
});
