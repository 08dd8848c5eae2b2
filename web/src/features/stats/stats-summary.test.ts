import { describe, expect, it } from "vitest";
import { dateLabel, describeChart } from "./stats-summary";

describe("a chart's text summary", () => {
  it("gives the totals and the busiest day", () => {
    const points = [
      { date: "2026-05-03", reads: 1, downloads: 0 },
      { date: "2026-05-04", reads: 5, downloads: 2 },
      { date: "2026-05-05", reads: 0, downloads: 1 },
    ];
    expect(describeChart(points, "In the last 30 days")).toBe(
      "In the last 30 days: 6 reads and 3 downloads. Most reads on 4 May 2026 (5).",
    );
  });

  it("names the busiest month, and says one read in the singular", () => {
    const points = [
      { date: "2026-04", reads: 0, downloads: 0 },
      { date: "2026-05", reads: 1, downloads: 1 },
    ];
    expect(describeChart(points, "In the last 12 months")).toBe(
      "In the last 12 months: 1 read and 1 download. Most reads in May 2026 (1).",
    );
  });

  it("says only the totals when nothing was read", () => {
    expect(describeChart([{ date: "2026-05", reads: 0, downloads: 0 }], "In the last 12 months")).toBe(
      "In the last 12 months: 0 reads and 0 downloads.",
    );
  });

  it("writes days and months out in full", () => {
    expect(dateLabel("2026-01-09")).toBe("9 January 2026");
    expect(dateLabel("2025-12")).toBe("December 2025");
  });
});
