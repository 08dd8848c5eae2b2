import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetchWith, renderPage } from "../../test/render-page";
import LoginPage from "./LoginPage";

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  renderPage(<LoginPage />);
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("the login page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("requires both the e-mail and the password before calling the server", async () => {
    const fetch = answerFetchWith(200, {});
    await logIn("", "");
    expect(screen.getByRole("alert").textContent).toBe("Email and password are required");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("moves focus to the first field with a problem when the form is refused", async () => {
    await logIn("", "secret1");
    expect(screen.getByRole("alert").textContent).toBe("Email and password are required");
    const email = screen.getByLabelText("Email");
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("false");

    await userEvent.type(email, "ada@example.org");
    await userEvent.clear(screen.getByLabelText("Password"));
    await userEvent.type(screen.getByLabelText("Password"), "abc");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Password")));
  });

  it("rejects a password shorter than 6 characters", async () => {
    await logIn("ada@example.org", "abc");
    expect(screen.getByRole("alert").textContent).toBe("Password must be at least 6 characters long");
  });

  it("sends a 6-character password, which accounts made under the former rule still have", async () => {
    const fetch = answerFetchWith(401, { error: "Invalid email or password." });
    await logIn("ada@example.org", "abc123");
    await screen.findByText("Invalid email or password.");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ password: "abc123" });
  });

  it("shows the server's message when the credentials are wrong", async () => {
    answerFetchWith(401, { error: "Invalid email or password.", detail: "Invalid email or password." });
    await logIn("ada@example.org", "wrong-password");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password.");
    expect(localStorage.getItem("access_token")).toBeNull();
  });

  it("sends an account without a profile to profile creation after the pause", async () => {
    answerFetchWith(200, {
      access_token: "access",
      refresh_token: "refresh",
      user_id: 7,
      email_verified: true,
      has_profile: false,
      message: "Login successful",
    });
    await logIn("ada@example.org", "secret1");
    expect(await screen.findByText("Now at /create-profile", undefined, { timeout: 3000 })).toBeTruthy();
  });
});
