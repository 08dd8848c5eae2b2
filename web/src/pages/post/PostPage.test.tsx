import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OpenLayout } from "../../components/layout/OpenLayout";
import { answerFetchWith, renderRoutes } from "../../test/render-page";
import PostPage from "./PostPage";

afterEach(() => vi.restoreAllMocks());

/** A visitor (no session) opens a post's page inside the frame the router gives it. */
function visitPost(id: string) {
  renderRoutes([{ element: <OpenLayout />, children: [{ path: "/post/:id", element: <PostPage /> }] }], {
    at: `/post/${id}?type=publication`,
  });
}

describe("a post's page", () => {
  it("says a post the server does not have was removed or never existed, with a way home", async () => {
    answerFetchWith(404, { error: "Not found", detail: "Post not found." });
    visitPost("404");
    expect(await screen.findByRole("heading", { name: "Post not found" })).toBeTruthy();
    expect(screen.getByText("This post was removed by its author or never existed.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the start page" }).getAttribute("href")).toBe("/");
    expect(screen.queryByText("Failed to load post. Please try again later.")).toBeNull();
  });

  it("keeps 'try again' for a failure that a second try may mend", async () => {
    answerFetchWith(503, { error: "Service unavailable" });
    visitPost("5");
    expect(await screen.findByText("Failed to load post. Please try again later.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Post not found" })).toBeNull();
  });

  it("has one main landmark for a visitor", async () => {
    answerFetchWith(404, { error: "Not found", detail: "Post not found." });
    visitPost("404");
    await screen.findByRole("heading", { name: "Post not found" });
    expect(screen.getAllByRole("main")).toHaveLength(1);
    expect(document.querySelectorAll("#main")).toHaveLength(1);
  });
});
