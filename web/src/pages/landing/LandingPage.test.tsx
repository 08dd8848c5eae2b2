import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../../auth/session";
import { buildSearchHit } from "../../test/factories";
import { renderPage } from "../../test/render-page";
import LandingPage from "./LandingPage";

const WORK = buildSearchHit();

function answerNewest() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith("/user/search/?"))
      return Response.json({ count: 1, count_is_estimate: false, next: null, previous: null, results: [WORK] });
    return Response.json({ error: "Not found." }, { status: 404 });
  });
}

describe("the landing page", () => {
  beforeEach(() => clearSession());
  afterEach(() => vi.restoreAllMocks());

  it("tells a visitor what Scholarly is, offers search, sign-up and log-in, and lists the newest public works", async () => {
    const fetch = answerNewest();
    renderPage(<LandingPage />);

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Research, shared by the people who did it");
    expect(screen.getByRole("combobox", { name: "Search research and people" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/register");
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Notes on the analytical engine" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Follow/ })).toBeNull();
    const [url] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain("kind=publication");
    expect(String(url)).toContain("sort=newest");
  });

  it("sends a member on to their feed", () => {
    answerNewest();
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    renderPage(<LandingPage />);
    expect(screen.getByText("Now at /home")).toBeTruthy();
  });

  it("shows a visitor sent to sign in the sign-in alone, to return where they were going", () => {
    answerNewest();
    renderPage(<LandingPage />, { state: { from: "/post/5?type=publication" } });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welcome back");
    expect(screen.queryByRole("heading", { name: "Newest public works" })).toBeNull();
  });
});
