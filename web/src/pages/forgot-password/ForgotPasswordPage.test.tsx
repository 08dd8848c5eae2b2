import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetchWith, renderPage } from "../../test/render-page";
import ForgotPasswordPage from "./ForgotPasswordPage";

describe("the forgot password page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for the e-mail address and focuses it, without calling the server", async () => {
    const fetch = answerFetchWith(200, {});
    renderPage(<ForgotPasswordPage />, { path: "/forgot-password" });
    await userEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter your email");
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email")));
    expect(fetch).not.toHaveBeenCalled();
  });
});
