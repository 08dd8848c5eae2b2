import { describe, expect, it } from "vitest";
import { extractText, MAX_TEXT_BYTES, tidy } from "./extract-text.js";

const never = new AbortController().signal;

describe("extracted text", () => {
  it("drops NUL characters, which PostgreSQL refuses in text", () => {
    expect(tidy("sea\u0000 level")).toBe("sea level");
  });

  it("keeps at most 2 MB, never cutting a character in half", () => {
    const text = tidy("é".repeat(MAX_TEXT_BYTES));
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_TEXT_BYTES);
    expect(text).toMatch(/^é+$/);
  });

  it("takes a code file's text as it is", async () => {
    expect(await extractText("code", Buffer.from("x = 1  # café\n"), never)).toEqual({
      status: "extracted",
      text: "x = 1  # café\n",
      pages: null,
    });
  });

  it("records a code file that is not UTF-8 as failed", async () => {
    expect(await extractText("code", Buffer.from([0xff, 0xfe, 0x41]), never)).toMatchObject({ status: "failed" });
  });

  it("keeps an empty code file as having no text", async () => {
    expect(await extractText("code", Buffer.from("  \n"), never)).toMatchObject({ status: "no-text" });
  });
});
