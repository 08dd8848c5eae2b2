import { describe, expect, it } from "vitest";
import { countLabel } from "./count-label";

describe("countLabel", () => {
  it("uses the singular for exactly one and the plural otherwise", () => {
    expect(countLabel(1, "follower", "followers")).toBe("1 follower");
    expect(countLabel(0, "follower", "followers")).toBe("0 followers");
    expect(countLabel(2, "follower", "followers")).toBe("2 followers");
  });
});
