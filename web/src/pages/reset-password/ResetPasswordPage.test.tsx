import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetchWith, renderPage } from "../../test/render-page";
import ResetPasswordPage from "./ResetPasswordPage";

async function reset(newPassword: string, confirmation: string) {
  const user = userEvent.setup();
  renderPage(<ResetPasswordPage />, { path: "/reset-password", at: "/reset-password?token=abc" });
  if (newPassword) await user.type(screen.getByLabelText("New password"), newPassword);
  if (confirmation) await user.type(screen.getByLabelText("Confirm password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Reset password" }));
}

describe("the reset password page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for every field, focusing the first empty one, without calling the server", async () => {
    const fetch = answerFetchWith(200, {});
    await reset("", "tangerine-Orbit-1843");
    expect((await screen.findByRole("alert")).textContent).toBe("All fields are required.");
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("New password")));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says the passwords do not match at the confirmation", async () => {
    await reset("tangerine-Orbit-1843", "tangerine-Orbit-1844");
    expect((await screen.findByRole("alert")).textContent).toBe("New password and confirm password do not match.");
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Confirm password")));
  });

  it("sends the token with the new password", async () => {
    const fetch = answerFetchWith(200, { message: "Password has been reset." });
    await reset("tangerine-Orbit-1843", "tangerine-Orbit-1843");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      token: "abc",
      new_password: "tangerine-Orbit-1843",
      confirm_password: "tangerine-Orbit-1843",
    });
  });
});
