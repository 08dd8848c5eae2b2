import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ChosenFile } from "./ChosenFile";

const paper = new File([new Uint8Array(3072)], "paper.pdf", { type: "application/pdf" });

function renderChosenFile() {
  const actions = { onRemove: vi.fn(), onSkip: vi.fn(), onUpload: vi.fn() };
  render(<ChosenFile file={paper} {...actions} />);
  return actions;
}

describe("the chosen research file", () => {
  it("shows the file's name and its size in KB", () => {
    renderChosenFile();
    expect(screen.getByText("paper.pdf")).toBeTruthy();
    expect(screen.getByText("3 KB")).toBeTruthy();
  });

  it("enables Upload only once a mode is chosen and the verification box is ticked", async () => {
    const { onUpload } = renderChosenFile();
    const upload = screen.getByRole("button", { name: "Upload" });
    expect(upload).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("radio", { name: "Public" }));
    expect(upload).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("checkbox"));
    expect(upload).toHaveProperty("disabled", false);
    await userEvent.click(upload);
    expect(onUpload).toHaveBeenCalledExactlyOnceWith("public");
  });

  it("offers Remove and Skip", async () => {
    const { onRemove, onSkip } = renderChosenFile();
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    await userEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(onSkip).toHaveBeenCalledOnce();
  });
});
