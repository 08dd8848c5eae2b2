import { describe, expect, it } from "vitest";
import { weekBefore } from "./digest-week.js";
import { weekName } from "./weekly-digest-email.js";

describe("the week a digest reports", () => {
  it("is the last whole week, Monday to Sunday (UTC), before the moment the digest runs", () => {
    const lastWeek = { start: "2026-11-16", end: "2026-11-23" };
    expect(weekBefore(new Date("2026-11-23T07:00:00Z"))).toEqual(lastWeek);
    expect(weekBefore(new Date("2026-11-29T23:59:59Z"))).toEqual(lastWeek);
    expect(weekBefore(new Date("2026-11-30T00:00:00Z"))).toEqual({ start: "2026-11-23", end: "2026-11-30" });
  });

  it("crosses month and year ends, and is named Monday to Sunday", () => {
    const week = weekBefore(new Date("2027-01-04T07:00:00Z"));
    expect(week).toEqual({ start: "2026-12-28", end: "2027-01-04" });
    expect(weekName(week)).toBe("28 December to 3 January 2027");
  });
});
