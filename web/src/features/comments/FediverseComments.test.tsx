import type { Comment, PostDetail } from "@scholarly/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../api/query-keys";
import { clearSession, saveSession } from "../../auth/session";
import { renderPage } from "../../test/render-page";
import { FediverseComments } from "./FediverseComments";

const POSTER_USER_ID = 7;

/** The section reads only the post's id, kind, poster and authors. */
const post = {
  id: 5,
  type: "publication",
  user_profile: { id: 3, user_id: POSTER_USER_ID, name: "Lise Meitner", profile_picture: null },
  authors: [],
} as unknown as PostDetail;

function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    author: {
      name: "Alice Peer",
      handle: "alice@mastodon.example",
      url: "https://mastodon.example/@alice",
      avatar: "https://mastodon.example/avatars/alice.png",
    },
    content_html: "<p>A fine <strong>result</strong>.</p>",
    created_at: "2026-11-28T10:00:00Z",
    status: "approved",
    ...overrides,
  };
}

let stored: Comment[];
let moderated: unknown[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  moderated = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes("/user/publication/comments/moderate/")) {
      const decision = JSON.parse(String(init?.body)) as { id: number; action: "approve" | "reject" };
      moderated.push(decision);
      stored = stored.map((one) =>
        one.id === decision.id ? { ...one, status: decision.action === "approve" ? "approved" : "rejected" } : one,
      );
      return json(stored.find((one) => one.id === decision.id));
    }
    if (url.includes("/user/publication/comments/")) {
      return json({ count: stored.length, next: null, previous: null, results: stored });
    }
    return json({ error: "Not found", detail: "Not found" }, 404);
  });
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

const showComments = () => renderPage(<FediverseComments post={post} />, { path: "/post/5" });

describe("comments from the fediverse on a post", () => {
  it("shows a visitor the approved comments: author, handle, date and the reply's text, loading nothing from their server", async () => {
    stored = [comment()];
    showComments();
    const section = await screen.findByRole("region", { name: "Comments from the fediverse" });
    const author = within(section).getByRole("link", { name: "Alice Peer" });
    expect(author.getAttribute("href")).toBe("https://mastodon.example/@alice");
    expect(author.getAttribute("rel")).toContain("noreferrer");
    expect(within(section).getByText("@alice@mastodon.example")).toBeTruthy();
    expect(
      within(section).getByRole("img", { name: "Alice Peer's profile picture" }).getAttribute("src"),
    ).not.toContain("mastodon.example");
    expect(within(section).getByText("28 Nov 2026")).toBeTruthy();
    expect(within(section).getByText("result").tagName).toBe("STRONG");
    expect(within(section).queryByRole("button")).toBeNull();
  });

  it("rebuilds only the allowed tags, whatever the HTML holds", async () => {
    stored = [
      comment({
        content_html:
          '<p>See <a href="https://example.org/paper">the paper</a> <a href="javascript:alert(1)">here</a></p>' +
          '<img src="x" onerror="alert(2)"><script>alert(3)</script>',
      }),
    ];
    showComments();
    const section = await screen.findByRole("region", { name: "Comments from the fediverse" });
    const paper = within(section).getByRole("link", { name: "the paper" });
    expect(paper.getAttribute("href")).toBe("https://example.org/paper");
    expect(paper.getAttribute("target")).toBe("_blank");
    expect(within(section).queryByRole("link", { name: "here" })).toBeNull();
    expect(within(section).getByText(/here/)).toBeTruthy();
    expect(section.querySelector("img[onerror], script, [onerror]")).toBeNull();
  });

  it("is hidden from a visitor when there are no comments", async () => {
    stored = [];
    const queryClient = showComments();
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.comments("5", "publication"))?.status).toBe("success"),
    );
    expect(screen.queryByRole("heading", { name: "Comments from the fediverse" })).toBeNull();
  });

  it("tells the work's author that replies wait here when there are none yet", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: POSTER_USER_ID });
    stored = [];
    showComments();
    expect(await screen.findByText(/Replies to this work from Mastodon and other fediverse servers/)).toBeTruthy();
  });

  it("lets the author approve a reply awaiting approval, which then shows with the approved ones", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: POSTER_USER_ID });
    stored = [comment({ id: 4, status: "pending", content_html: "<p>Awaiting</p>" })];
    showComments();
    expect(await screen.findByRole("heading", { name: "Awaiting your approval" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Approve the comment by Alice Peer" }));
    expect(moderated).toEqual([{ id: 4, action: "approve" }]);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Awaiting your approval" })).toBeNull());
    expect(screen.getByText("Awaiting")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reject the comment by Alice Peer" })).toBeTruthy();
  });
});
