import { describe, expect, it } from "vitest";
import { OWN_PROFILE_TABS, tabAfterKey, tabFromParam } from "./profile-tabs";

describe("the tab query parameter", () => {
  it("selects one of the five tabs", () => {
    expect(tabFromParam("portfolio")).toBe("portfolio");
    expect(tabFromParam("code")).toBe("code");
  });

  it("falls back to publications when missing or unknown", () => {
    expect(tabFromParam(null)).toBe("publications");
    expect(tabFromParam("settings")).toBe("publications");
  });
});

describe("moving between tabs with the keyboard", () => {
  it("wraps around with the arrow keys and jumps with Home and End", () => {
    expect(tabAfterKey("publications", "ArrowRight")).toBe("gallery");
    expect(tabAfterKey("publications", "ArrowLeft")).toBe("portfolio");
    expect(tabAfterKey("portfolio", "ArrowRight")).toBe("publications");
    expect(tabAfterKey("videos", "Home")).toBe("publications");
    expect(tabAfterKey("videos", "End")).toBe("portfolio");
    expect(tabAfterKey("videos", "a")).toBeNull();
  });
});

describe("the own profile's tabs", () => {
  it("add Stats last, chosen by ?tab=stats, which another member's profile does not offer", () => {
    expect(tabFromParam("stats", OWN_PROFILE_TABS)).toBe("stats");
    expect(tabFromParam("stats")).toBe("publications");
    expect(tabAfterKey("portfolio", "ArrowRight", OWN_PROFILE_TABS)).toBe("stats");
    expect(tabAfterKey("stats", "ArrowRight", OWN_PROFILE_TABS)).toBe("publications");
  });
});
