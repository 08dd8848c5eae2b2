import { describe, expect, it } from "vitest";
import { formatKilobytes } from "./file-size";

describe("formatKilobytes", () => {
  it("shows bytes divided by 1024, rounded to the nearest whole KB", () => {
    expect(formatKilobytes(1024)).toBe("1 KB");
    expect(formatKilobytes(1535)).toBe("1 KB");
    expect(formatKilobytes(1536)).toBe("2 KB");
    expect(formatKilobytes(250_000)).toBe("244 KB");
  });

  it("shows a tiny file as 0 KB", () => {
    expect(formatKilobytes(300)).toBe("0 KB");
  });
});
