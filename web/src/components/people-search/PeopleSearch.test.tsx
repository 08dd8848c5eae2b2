import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PeopleSearch } from "./PeopleSearch";

function answerSearchWith(results: { id: number; name: string; profile_picture: string | null }[]) {
  const fetchMock = vi.fn(async () => Response.json({ results, count: results.length }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderSearch(compact = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PeopleSearch compact={compact} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole("searchbox", { name: "Search for people" });
}

afterEach(() => vi.unstubAllGlobals());

describe("people search", () => {
  it("searches on Enter and links each member to their public profile", async () => {
    const fetchMock = answerSearchWith([{ id: 7, name: "Ada Lovelace", profile_picture: null }]);
    const box = renderSearch();
    await userEvent.type(box, "  lovelac {Enter}");
    const link = await screen.findByRole("link", { name: /Ada Lovelace/ });
    expect(link.getAttribute("href")).toBe("/user-profile/7");
    expect(String(fetchMock.mock.calls[0]?.at(0))).toBe("/user/profile/all-profiles/?search=lovelac");
  });

  it("says 'No results' when nobody matches, and Escape closes the list", async () => {
    answerSearchWith([]);
    const box = renderSearch();
    await userEvent.type(box, "nobody");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No results")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByText("No results")).toBeNull();
  });

  it("does not search blank text and uses the short placeholder when compact", async () => {
    const fetchMock = answerSearchWith([]);
    const box = renderSearch(true);
    expect(box.getAttribute("placeholder")).toBe("Search");
    await userEvent.type(box, "   {Enter}");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
