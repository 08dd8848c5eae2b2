import { describe, expect, it } from "vitest";
import { pagedAnswer } from "./paged-answer.js";

const LIST = "/user/notifications/";
const page = (number: number, count: number) =>
  pagedAnswer(LIST, { page: number, limit: 2, unread: undefined }, { page: number, limit: 2, count }, []);

describe("a numbered list's links", () => {
  it("lead on while later rows exist, and back from any page but the first", () => {
    expect(page(1, 5)).toEqual({ count: 5, next: `${LIST}?page=2&limit=2`, previous: null, results: [] });
    expect(page(3, 5)).toMatchObject({ next: null, previous: `${LIST}?page=2&limit=2` });
  });

  it("lead back from a page past the end only to a page that holds rows", () => {
    expect(page(4, 5)).toMatchObject({ next: null, previous: `${LIST}?page=3&limit=2` });
    expect(page(5, 5)).toMatchObject({ next: null, previous: null });
  });
});
