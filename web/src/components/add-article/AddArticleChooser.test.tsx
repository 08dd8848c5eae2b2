import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AddArticleChooser } from "./AddArticleChooser";
import { uploadResearchPath } from "./article-choices";

describe("Add Article chooser", () => {
  it("chooses a direct item's listed type, e.g. Conference Paper is 'conference'", async () => {
    const onChoose = vi.fn();
    render(<AddArticleChooser onChoose={onChoose} />);
    await userEvent.click(screen.getByRole("button", { name: /Conference Paper/ }));
    expect(onChoose).toHaveBeenCalledWith("conference");
  });

  it("opens the Published research sub-list, whose choice is the lowercased title", async () => {
    const onChoose = vi.fn();
    render(<AddArticleChooser onChoose={onChoose} />);
    await userEvent.click(screen.getByRole("button", { name: "Published research" }));
    expect(screen.getAllByRole("button")).toHaveLength(20);
    await userEvent.click(screen.getByRole("button", { name: "Negative Results" }));
    expect(onChoose).toHaveBeenCalledWith("negative results");
  });

  it("returns from the Other sub-list with 'Go back'", async () => {
    render(<AddArticleChooser onChoose={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: /^Other/ }));
    expect(screen.getByRole("button", { name: "Research Proposal" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Patent" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Go back" }));
    expect(screen.getByRole("button", { name: "Published research" })).toBeTruthy();
  });

  it("sends a choice to the upload entry with the type in the address", () => {
    expect(uploadResearchPath("raw data")).toBe("/upload-research?type=raw%20data");
  });
});
