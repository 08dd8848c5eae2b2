import { describe, expect, it } from "vitest";
import { formatDayMonthYear, formatPublicationDate } from "./format-date";

describe("formatDayMonthYear", () => {
  it("shows day, short month and year", () => {
    expect(formatDayMonthYear(new Date(2026, 10, 22, 15, 30))).toBe("22 Nov 2026");
  });

  it("keeps a yyyy-MM-dd publication date on its own calendar day", () => {
    expect(formatDayMonthYear("2026-01-01")).toBe("1 Jan 2026");
  });

  it("shows nothing for text that is not a date", () => {
    expect(formatDayMonthYear("soon")).toBe("");
  });
});

describe("formatPublicationDate", () => {
  it("shows only what is known of a publication's date: the year, the month and year, or the day", () => {
    expect(formatPublicationDate("2021-01-01", "year")).toBe("2021");
    expect(formatPublicationDate("2021-03-01", "month")).toBe("March 2021");
    expect(formatPublicationDate("2021-03-15", "day")).toBe("15 Mar 2021");
  });
});
