import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildFeedPage, buildSearchHit } from "../../test/factories";
import { renderPage } from "../../test/render-page";
import HomePage from "./HomePage";

afterEach(() => vi.restoreAllMocks());

const CARD = {
  id: 5,
  type: "fediverse",
  author: { name: "Lise Meitner", handle: "lise@physics.social", url: "https://physics.social/@lise", avatar: null },
  content_html: '<p>New preprint: <a href="https://arxiv.org/abs/2401.01234">arXiv:2401.01234</a></p>',
  url: "https://physics.social/@lise/1",
  doi: "10.1038/143239a0",
  arxiv: "2401.01234",
  published_at: "2026-01-02T10:00:00.000Z",
};

describe("the Following feed's fediverse cards", () => {
  it("shows the author, handle, text, DOI and arXiv links and the original post beside members' posts", async () => {
    const { highlight: _highlight, matched_in: _matched, ...post } = buildSearchHit({ title: "On fission" });
    const page = { ...buildFeedPage({ count: 2 }), results: [CARD, post] };
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(page));
    renderPage(<HomePage />, { path: "/home", at: "/home?feed=following" });

    const card = await screen.findByRole("article", { name: "Post by Lise Meitner on the fediverse" });
    expect(within(card).getByText("@lise@physics.social")).toBeTruthy();
    expect(within(card).getByText(/New preprint/)).toBeTruthy();
    expect(within(card).getByRole("link", { name: "DOI 10.1038/143239a0" }).getAttribute("href")).toBe(
      "https://doi.org/10.1038/143239a0",
    );
    expect(within(card).getByRole("link", { name: "arXiv 2401.01234" }).getAttribute("href")).toBe(
      "https://arxiv.org/abs/2401.01234",
    );
    expect(
      within(card)
        .getByRole("link", { name: /View the original post/ })
        .getAttribute("href"),
    ).toBe(CARD.url);
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });
});
