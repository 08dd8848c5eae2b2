import { describe, expect, it } from "vitest";
import { affiliationsOf } from "./affiliations";

describe("a member's affiliations", () => {
  it("names a place once when the affiliation and the institution are the same", () => {
    expect(
      affiliationsOf({ primary_affiliation: "Seoul National University", institution: "Seoul National University " }),
    ).toEqual(["Seoul National University"]);
  });

  it("keeps both when they differ, and leaves out what is empty", () => {
    expect(affiliationsOf({ primary_affiliation: "CERN", institution: "ETH Zürich" })).toEqual(["CERN", "ETH Zürich"]);
    expect(affiliationsOf({ primary_affiliation: "", institution: "ETH Zürich" })).toEqual(["ETH Zürich"]);
    expect(affiliationsOf({ primary_affiliation: "", institution: "" })).toEqual([]);
  });
});
