import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path";

describe("returnPath", () => {
  it("returns to the page the visitor asked for, with its query", () => {
    expect(returnPath({ from: "/post/12?type=publication" })).toBe("/post/12?type=publication");
  });

  it("never leaves the app and never returns to the login page", () => {
    for (const from of ["//evil.example/x", "https://evil.example", "/\\evil.example", "/", "home"])
      expect(returnPath({ from })).toBeNull();
  });

  it("is null without a remembered page", () => {
    expect(returnPath(null)).toBeNull();
    expect(returnPath({ from: 3 })).toBeNull();
  });
});
