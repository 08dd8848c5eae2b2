import { describe, expect, it } from "vitest";
import { hashtagAddress, readSearchState, searchAddress } from "./search-address";

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe("the search page's address", () => {
  it("reads every part of a search and writes the same address back", () => {
    const address =
      "/search?q=neural+%22deep+nets%22&tab=research&kind=publication&publication_type=thesis&year_from=2019&year_to=2024&full_text=true&sort=newest&page=3";
    const state = read(address.split("?")[1] ?? "");

    expect(state).toEqual({
      q: 'neural "deep nets"',
      tab: "research",
      kind: "publication",
      publicationType: "thesis",
      yearFrom: 2019,
      yearTo: 2024,
      fullText: true,
      sort: "newest",
      page: 3,
    });
    expect(searchAddress(state)).toBe(address);
  });

  it("falls back to the defaults for anything missing or unknown", () => {
    expect(read("q=x&tab=films&kind=poem&publication_type=sonnet&year_from=19&sort=best&page=-2")).toEqual({
      q: "x",
      tab: "all",
      kind: undefined,
      publicationType: undefined,
      yearFrom: undefined,
      yearTo: undefined,
      sort: "relevance",
      page: 1,
    });
  });

  it("keeps a default search's address short", () => {
    expect(searchAddress(read("q=neural"))).toBe("/search?q=neural");
  });

  it("links a hashtag to a search for it", () => {
    expect(hashtagAddress("deep_learning")).toBe("/search?q=%23deep_learning");
    expect(read("q=%23deep_learning").q).toBe("#deep_learning");
  });
});
