import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../auth/session";
import { renderPage } from "../../test/render-page";
import { FullTextRequestActions } from "./FullTextRequestActions";

describe("a sent full-text request in the author's notifications", () => {
  let sent: { url: string; body: unknown }[];
  beforeEach(() => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    sent = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      sent.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ message: "The link has been revoked." }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("offers Revoke link, which withdraws the requester's link", async () => {
    renderPage(<FullTextRequestActions requestId={12} status="sent" />, { path: "/notifications" });
    expect(screen.getByText("You sent the file.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Revoke link" }));
    expect(sent.find((call) => call.url.includes("/full-text-requests/revoke/"))?.body).toEqual({ id: 12 });
  });

  it("says a revoked link was revoked, with nothing left to do", () => {
    renderPage(<FullTextRequestActions requestId={12} status="revoked" />, { path: "/notifications" });
    expect(screen.getByText("You sent the file, then revoked its link.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
