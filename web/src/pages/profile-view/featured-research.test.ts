import { describe, expect, it } from "vitest";
import { featuredPublications, monthYear } from "./featured-research";

describe("Featured Research", () => {
  it("shows the first 4 publications until expanded", () => {
    const all = [1, 2, 3, 4, 5, 6];
    expect(featuredPublications(all, false)).toEqual([1, 2, 3, 4]);
    expect(featuredPublications(all, true)).toEqual(all);
  });

  it("dates a publication by month and year, or 'No Date'", () => {
    expect(monthYear("2024-01-31")).toBe("January 2024");
    expect(monthYear(null)).toBe("No Date");
  });
});
