import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildSearchHit } from "../../test/factories";
import { renderPage } from "../../test/render-page";
import SearchPage from "./SearchPage";

const HIT = buildSearchHit({
  description: "About #computing",
  author: "Ada Lovelace, Charles Babbage",
  highlight: "the <mark>engine</mark> &amp; its notes",
  matched_in: "document",
});

/** Research search answers `research`; people search and everything else answer nothing found. */
function answer(research: { count: number; results: unknown[] }) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith("/user/search/?"))
      return Response.json({ ...research, count_is_estimate: false, next: null, previous: null });
    if (url.startsWith("/user/profile/all-profiles/")) return Response.json({ results: [], count: 0 });
    return Response.json({ error: "Not found." }, { status: 404 });
  });
}

afterEach(() => vi.restoreAllMocks());

describe("the search page", () => {
  it("searches for what its address says and shows each hit with where it matched", async () => {
    const fetchSpy = answer({ count: 1, results: [HIT] });
    renderPage(<SearchPage />, { path: "/search", at: "/search?q=engine&tab=research&sort=newest&page=2" });

    expect(await screen.findByText("Matched in document:")).toBeTruthy();
    expect(screen.getByText("engine", { selector: "mark" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Notes on the analytical engine" })).toBeTruthy();
    const searched = fetchSpy.mock.calls.map((call) => String(call[0])).find((url) => url.startsWith("/user/search/"));
    expect(searched).toBe("/user/search/?q=engine&sort=newest&page=2&limit=10");
  });

  it("says there are no results, with the hint", async () => {
    answer({ count: 0, results: [] });
    renderPage(<SearchPage />, { path: "/search", at: "/search?q=zzyzx" });

    expect(await screen.findByText('No results for "zzyzx". Check the spelling or try fewer words.')).toBeTruthy();
  });

  it("changes tab and filters through the address, back at page 1", async () => {
    answer({ count: 1, results: [HIT] });
    renderPage(<SearchPage />, { path: "/search", at: "/search?q=engine&page=3" });
    await screen.findByText("Matched in document:");

    await userEvent.selectOptions(screen.getByLabelText("Kind"), "code");

    expect(screen.getByLabelText("Kind")).toHaveProperty("value", "code");
    await userEvent.click(screen.getByRole("tab", { name: "People" }));
    expect(screen.getByRole("tab", { name: "People" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByLabelText("Kind")).toBeNull();
  });

  it("tells a visitor past the ceiling to sign in or wait, as the server says", async () => {
    const message =
      "Too many searches from your address. Sign in to search without this limit, or try again in a minute.";
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.startsWith("/user/search/?")) return Response.json({ error: message, detail: message }, { status: 429 });
      return Response.json({ results: [], count: 0 });
    });
    renderPage(<SearchPage />, { path: "/search", at: "/search?q=engine&tab=research" });

    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });
});
