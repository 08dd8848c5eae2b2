import { describe, expect, it } from "vitest";
import { fullProfileErrors } from "./edit-modes";

describe("the full profile form", () => {
  it("names every blank required field with the product's message", () => {
    expect(fullProfileErrors({ name: " ", degree: "", primary_affiliation: "", current_activity: "" })).toEqual({
      name: "Name is required",
      degree: "Please select a degree",
      primary_affiliation: "Primary affiliation is required",
      current_activity: "Current activity is required",
    });
  });

  it("accepts a complete form", () => {
    expect(
      fullProfileErrors({ name: "Ada", degree: "Ph.D.", primary_affiliation: "MIT", current_activity: "Research" }),
    ).toEqual({});
  });
});
