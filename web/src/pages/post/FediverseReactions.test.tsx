import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FediverseReactions } from "./FediverseReactions";

describe("a post's likes and boosts from the fediverse", () => {
  it("says how many, in words", () => {
    render(<FediverseReactions likes={3} shares={1} />);
    expect(screen.getByText("3 likes and 1 boost on the fediverse")).toBeTruthy();
  });

  it("names only what there is", () => {
    render(<FediverseReactions likes={0} shares={2} />);
    expect(screen.getByText("2 boosts on the fediverse")).toBeTruthy();
  });

  it("says nothing when there are none", () => {
    const { container } = render(<FediverseReactions likes={0} shares={0} />);
    expect(container.textContent).toBe("");
  });
});
