import { describe, expect, it } from "vitest";
import { chosenFileProblem } from "./chosen-file-problem";

const fileOf = (name: string, content: BlobPart, size?: number) => {
  const file = new File([content], name);
  return size === undefined ? file : Object.defineProperty(file, "size", { value: size });
};

describe("a file checked as it is chosen", () => {
  it("takes a PDF whose bytes say it is one", async () => {
    expect(await chosenFileProblem(fileOf("engine.pdf", "%PDF-1.7 ..."), "document")).toBeNull();
  });

  it("refuses a Python file as a publication, saying what is allowed", async () => {
    expect(await chosenFileProblem(fileOf("nse.py", "print('hi')"), "document")).toBe(
      "nse.py is not a PDF document or a JPEG, PNG, GIF or WebP image.",
    );
  });

  it("refuses a file named .pdf whose first bytes are not a PDF's", async () => {
    expect(await chosenFileProblem(fileOf("notes.pdf", "just text"), "document")).toBe(
      "notes.pdf is not a PDF document or a JPEG, PNG, GIF or WebP image.",
    );
  });

  it("refuses a file over the kind's limit, and an empty one", async () => {
    expect(await chosenFileProblem(fileOf("huge.pdf", "%PDF-", 51 * 1024 * 1024), "document")).toBe(
      "huge.pdf is too large (maximum 50 MB).",
    );
    expect(await chosenFileProblem(fileOf("empty.pdf", ""), "document")).toBe("empty.pdf is empty.");
  });
});
