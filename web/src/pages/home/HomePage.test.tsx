import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildFeedPage } from "../../test/factories";
import { renderPage } from "../../test/render-page";
import HomePage from "./HomePage";

afterEach(() => vi.restoreAllMocks());

/** Every feed page is empty; trending hashtags and whom to follow answer nothing. */
function answerEmptyFeeds() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(buildFeedPage()));
}

const feedCalls = (spy: ReturnType<typeof answerEmptyFeeds>) =>
  spy.mock.calls.map((call) => String(call[0])).filter((url) => url.startsWith("/user/publication/"));

describe("the home feed's filters", () => {
  it("keeps Everyone/Following beside a chosen kind of post, and asks for both together", async () => {
    const fetchSpy = answerEmptyFeeds();
    renderPage(<HomePage />, { path: "/home", at: "/home?type=image&feed=following" });

    const whose = await screen.findByRole("tablist", { name: "Whose posts" });
    expect(whose).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Following" }).getAttribute("aria-selected")).toBe("true");
    await vi.waitFor(() =>
      expect(feedCalls(fetchSpy)).toContain("/user/publication/home/?page=1&limit=10&type=image&feed=following"),
    );
  });

  it("keeps Following when another kind is chosen, and the kind when Everyone is chosen", async () => {
    const fetchSpy = answerEmptyFeeds();
    renderPage(<HomePage />, { path: "/home", at: "/home?feed=following" });

    const kinds = await screen.findByRole("navigation", { name: "Kinds of post" });
    const images = kinds.querySelector('a[href="/home?type=image&feed=following"]');
    expect(images).not.toBeNull();
    await userEvent.click(screen.getByRole("link", { name: "Images" }));
    await userEvent.click(await screen.findByRole("tab", { name: "Everyone" }));
    await vi.waitFor(() =>
      expect(feedCalls(fetchSpy)).toContain("/user/publication/search-data/?type=image&page=1&limit=10"),
    );
    expect(screen.getByRole("link", { name: "Images" }).getAttribute("aria-current")).toBe("page");
  });
});
