import { describe, expect, it } from "vitest";
import { describePeriod, startYears } from "./period";

describe("portfolio periods", () => {
  it("offers the last 50 years as start years, newest first", () => {
    const years = startYears(new Date("2026-05-01"));
    expect(years).toHaveLength(50);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1977);
  });

  it("reads 'Duration not specified' when no date was given", () => {
    expect(describePeriod({})).toBe("Duration not specified");
  });

  it("ends a current item with 'Present'", () => {
    expect(describePeriod({ startMonth: "March", startYear: 2022, current: true })).toBe("March 2022 – Present");
  });
});
