import { describe, expect, it } from "vitest";
import { addSkill } from "./skills";

describe("adding skills one at a time", () => {
  it("trims the typed skill", () => {
    expect(addSkill(["Python"], "  Statistics  ")).toEqual(["Python", "Statistics"]);
  });

  it("ignores a blank entry and a repeated skill", () => {
    expect(addSkill(["Python"], "   ")).toEqual(["Python"]);
    expect(addSkill(["Python"], " Python ")).toEqual(["Python"]);
  });
});
