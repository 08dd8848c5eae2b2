import { describe, expect, it } from "vitest";
import { tabAfterKey } from "../../components/tab-list/tab-keys";
import { OWN_PROFILE_TABS, PROFILE_TABS, tabFromParam } from "./profile-tabs";

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
    expect(tabAfterKey("publications", "ArrowRight", PROFILE_TABS)).toBe("gallery");
    expect(tabAfterKey("publications", "ArrowLeft", PROFILE_TABS)).toBe("portfolio");
    expect(tabAfterKey("portfolio", "ArrowRight", PROFILE_TABS)).toBe("publications");
    expect(tabAfterKey("videos", "Home", PROFILE_TABS)).toBe("publications");
    expect(tabAfterKey("videos", "End", PROFILE_TABS)).toBe("portfolio");
    expect(tabAfterKey("videos", "a", PROFILE_TABS)).toBeNull();
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
