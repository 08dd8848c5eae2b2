import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSession, saveSession } from "../../auth/session";
import { answerFetchWith, renderPage } from "../../test/render-page";
import ChangePasswordPage from "./ChangePasswordPage";

async function change(oldPassword: string, newPassword: string, confirmation: string) {
  const user = userEvent.setup();
  renderPage(<ChangePasswordPage />, { path: "/changepassword" });
  await user.type(screen.getByLabelText("Old password"), oldPassword);
  await user.type(screen.getByLabelText("New password"), newPassword);
  await user.type(screen.getByLabelText("Confirm password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("the change password page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks a visitor without a session to log in again", async () => {
    await change("old-secret", "second-secret", "second-secret");
    expect(screen.getByRole("alert").textContent).toBe("Authentication token not found. Please login again.");
  });

  it("checks the new password's length and confirmation before calling the server", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh" });
    const fetch = answerFetchWith(200, { message: "Password changed successfully." });
    await change("secret1", "short12", "short12");
    expect(screen.getByRole("alert").textContent).toBe("New password must be at least 8 characters long.");
    await userEvent.type(screen.getByLabelText("Confirm password"), "-typo");
    await userEvent.type(screen.getByLabelText("New password"), "-long");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByRole("alert").textContent).toBe("New password and confirm password do not match.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a commonly used new password before calling the server", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh" });
    const fetch = answerFetchWith(200, { message: "Password changed successfully." });
    await change("old-secret", "iloveyou", "iloveyou");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This password is one of the most commonly used ones. Please choose one that is harder to guess.",
    );
    expect(screen.getByLabelText("New password").getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps this tab signed in with the fresh pair the change answers, as every old session has ended", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh" });
    answerFetchWith(200, {
      message: "Password changed successfully.",
      access_token: "fresh-access",
      refresh_token: "fresh-refresh",
    });
    await change("old-secret", "second-secret", "second-secret");
    await waitFor(() =>
      expect(getSession()).toMatchObject({ accessToken: "fresh-access", refreshToken: "fresh-refresh" }),
    );
  });

  it("shows the server's reason when the old password is wrong", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh" });
    answerFetchWith(400, { error: "Old password is incorrect.", detail: "Old password is incorrect." });
    await change("wrong1", "second-secret", "second-secret");
    expect((await screen.findByRole("alert")).textContent).toBe("Old password is incorrect.");
  });
});
