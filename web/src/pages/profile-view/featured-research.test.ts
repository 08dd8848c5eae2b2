import { describe, expect, it } from "vitest";
import { featuredChoice, featuredPublications, monthYear } from "./featured-research";

describe("Featured Research", () => {
  it("shows the first 4 publications until expanded", () => {
    const all = [1, 2, 3, 4, 5, 6];
    expect(featuredPublications(all, false)).toEqual([1, 2, 3, 4]);
    expect(featuredPublications(all, true)).toEqual(all);
  });

  it("shows the chosen works in the chosen order, skipping ones since deleted", () => {
    const works = [
      { id: 1, reads: 5 },
      { id: 2, reads: 50 },
      { id: 3, reads: 1 },
    ];
    expect(featuredChoice(works, [3, 9, 1]).map((work) => work.id)).toEqual([3, 1]);
  });

  it("shows the most read first when nothing is chosen", () => {
    const works = [
      { id: 1, reads: 5 },
      { id: 2, reads: 50 },
      { id: 3, reads: 1 },
      { id: 4, reads: 7 },
      { id: 5, reads: 9 },
    ];
    expect(featuredChoice(works, []).map((work) => work.id)).toEqual([2, 5, 4, 1, 3]);
    expect(featuredChoice(works, [42]).map((work) => work.id)).toEqual([2, 5, 4, 1, 3]);
  });

  it("dates a publication by month and year, or 'No Date'", () => {
    expect(monthYear("2024-01-31")).toBe("January 2024");
    expect(monthYear(null)).toBe("No Date");
  });

  it("dates a work known only by its year by the year alone", () => {
    expect(monthYear("2021-01-01", "year")).toBe("2021");
    expect(monthYear("2021-03-01", "month")).toBe("March 2021");
  });
});
