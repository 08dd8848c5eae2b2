import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../../auth/session";
import { answerFetchWith, renderPage, renderRoutes } from "../../test/render-page";
import { RequestFullTextButton } from "./RequestFullTextButton";

describe("Request full text", () => {
  beforeEach(() => saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 }));
  afterEach(() => vi.restoreAllMocks());

  it("sends the request with the member's message and says it was sent", async () => {
    const fetch = answerFetchWith(201, { message: "Your request has been sent to the authors." });
    renderPage(<RequestFullTextButton publicationId={9} />);
    await userEvent.click(screen.getByRole("button", { name: "Request full text" }));
    await userEvent.type(screen.getByLabelText("Message to the authors (optional)"), "For my thesis");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Your request has been sent to the authors.")).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/user/publication/request-full-text/");
    expect(JSON.parse(String(init?.body))).toEqual({ id: 9, message: "For my thesis" });
  });

  it("shows the server's reason when a request is already open", async () => {
    const message = "You have already requested the full text of this publication; the authors have not answered yet.";
    answerFetchWith(400, { error: message, detail: message });
    renderPage(<RequestFullTextButton publicationId={9} />);
    await userEvent.click(screen.getByRole("button", { name: "Request full text" }));
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });
});

describe("Request full text while signed out", () => {
  beforeEach(() => clearSession());
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  const POST = "/post/9?type=publication";
  const signInPage = () => {
    const Where = () => <p>Signing in, then back to {String((useLocation().state as { from?: string }).from)}</p>;
    return { path: "/", element: <Where /> };
  };

  it("keeps the written message and offers sign-in and sign-up that return to the post, sending nothing", async () => {
    const fetch = answerFetchWith(401, { error: "Authentication credentials were not provided." });
    renderRoutes([{ path: "/post/:id", element: <RequestFullTextButton publicationId={9} /> }, signInPage()], {
      at: POST,
    });
    await userEvent.click(screen.getByRole("button", { name: "Request full text" }));
    await userEvent.type(screen.getByLabelText("Message to the authors (optional)"), "For my thesis");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));

    expect(screen.getByRole("heading", { name: "Sign in to send your request" })).toBe(document.activeElement);
    expect(screen.getByRole("link", { name: "Sign up" })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("link", { name: "Log in" }));
    expect(screen.getByText(`Signing in, then back to ${POST}`)).toBeTruthy();
    expect(sessionStorage.getItem("full-text-request:9")).toBe("For my thesis");
  });

  it("back on the post signed in, shows the kept message ready to send, and forgets it once sent", async () => {
    sessionStorage.setItem("full-text-request:9", "For my thesis");
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    const fetch = answerFetchWith(201, { message: "Your request has been sent to the authors." });
    renderPage(<RequestFullTextButton publicationId={9} />);

    expect(screen.getByLabelText<HTMLTextAreaElement>("Message to the authors (optional)").value).toBe("For my thesis");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));

    expect(await screen.findByText("Your request has been sent to the authors.")).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ id: 9, message: "For my thesis" });
    expect(sessionStorage.getItem("full-text-request:9")).toBeNull();
  });
});
