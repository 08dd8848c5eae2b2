import type { Notification, NotificationPage } from "@scholarly/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../auth/session";
import { renderPage } from "../../test/render-page";
import { NotificationBell } from "./NotificationBell";

const request: Notification = {
  id: 5,
  kind: "full_text_request",
  created_at: "2026-11-23T10:00:00.000Z",
  read: false,
  actor: { id: 4, name: "Charles Babbage", profile_picture: null },
  post: { id: 9, type: "publication", title: "Engines" },
  text: "Charles Babbage asked for the full text of “Engines”.",
  request_id: 12,
  request_status: "open",
};

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

describe("the notification bell", () => {
  let sent: { url: string; body: unknown }[];
  beforeEach(() => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    sent = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input);
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith("/user/notifications/unread-count/")) return answer({ unread: 1 });
      if (url.startsWith("/user/notifications/read/")) return answer({ unread: 0 });
      if (url.startsWith("/user/publication/full-text-requests/answer/")) return answer({ message: "Sent." });
      const page: NotificationPage = { count: 1, unread: 1, next: null, previous: null, results: [request] };
      return answer(page);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the unread count, and the latest notifications with their actions when opened", async () => {
    renderPage(<NotificationBell />, { path: "/home" });
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    expect(screen.getByTestId("unread-count").textContent).toBe("1");
    await userEvent.click(bell);
    expect(await screen.findByText("Charles Babbage asked for the full text of “Engines”.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all notifications" }).getAttribute("href")).toBe("/notifications");
    await userEvent.click(screen.getByRole("button", { name: "Send file" }));
    expect(sent.find((call) => call.url.includes("/answer/"))?.body).toEqual({ id: 12, decision: "send" });
    expect(sent.find((call) => call.url.includes("/read/"))?.body).toEqual({ ids: [5] });
  });

  it("counts a notification made meanwhile, on whichever server instance, within a minute and without a reload", async () => {
    // Notifications are rows in the database every instance shares: the next poll of any instance sees them.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 0;
    vi.mocked(fetch).mockImplementation(async () => answer({ unread }));
    try {
      renderPage(<NotificationBell />, { path: "/home" });
      expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
      unread = 1;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
