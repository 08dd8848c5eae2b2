import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../auth/session";
import { answerFetchWith, renderPage } from "../../test/render-page";
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
