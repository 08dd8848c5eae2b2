import type { AuthorshipList as AuthorshipListAnswer, Notification, NotificationPage } from "@scholarly/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../auth/session";
import { NotificationItem } from "../../components/notifications/NotificationItem";
import { renderPage } from "../../test/render-page";
import { AuthorshipList } from "./AuthorshipList";

const named: Notification = {
  id: 5,
  kind: "coauthor",
  created_at: "2026-11-23T10:00:00.000Z",
  read: false,
  actor: { id: 4, name: "Ada Lovelace", profile_picture: null },
  post: { id: 9, type: "publication", title: "Engines" },
  text: "Ada Lovelace added you as a co-author of “Engines”.",
  authorship_status: "pending",
};

const authorships: AuthorshipListAnswer = {
  results: [
    { publication: { id: 9, title: "Engines" }, status: "pending", named_by: { id: 4, name: "Ada Lovelace" } },
    { publication: { id: 10, title: "Looms" }, status: "confirmed", named_by: { id: 4, name: "Ada Lovelace" } },
  ],
};

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

describe("being named an author", () => {
  let sent: { url: string; body: unknown }[];
  beforeEach(() => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    sent = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input);
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith("/user/publication/authorship/") && init?.method === "POST") {
        return answer({ message: "You are now listed as an author of this work.", status: "confirmed" });
      }
      if (url.startsWith("/user/publication/authorship/")) return answer(authorships);
      const page: NotificationPage = { count: 1, unread: 1, next: null, previous: null, results: [named] };
      return answer(page);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("lets the member confirm or decline from the co-author notification", async () => {
    renderPage(<NotificationItem notification={named} />, { path: "/notifications" });
    expect(screen.getByRole("button", { name: "Decline" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(sent.find((call) => call.url.startsWith("/user/publication/authorship/"))?.body).toEqual({
      id: 9,
      action: "confirm",
    });
  });

  it("shows no buttons once the member has answered", () => {
    renderPage(<NotificationItem notification={{ ...named, authorship_status: "confirmed" }} />, {
      path: "/notifications",
    });
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
    expect(screen.getByText("You confirmed you are an author.")).toBeTruthy();
  });

  it("lists the works naming the member, with who named them, and lets them remove themselves from one", async () => {
    renderPage(<AuthorshipList />, { path: "/notifications" });
    expect(await screen.findByRole("link", { name: "Engines" })).toBeTruthy();
    expect(screen.getAllByText("Ada Lovelace")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Confirm: Engines" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove me: Looms" }));
    expect(sent.find((call) => call.body !== undefined)?.body).toEqual({ id: 10, action: "remove" });
  });
});
