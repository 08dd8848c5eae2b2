import { MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "@scholarly/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetchWith, renderPage, renderRoutes } from "../../test/render-page";
import RegisterPage from "./RegisterPage";

async function register(email: string, password: string, confirmation: string) {
  const user = userEvent.setup();
  renderPage(<RegisterPage />, { path: "/register" });
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  if (confirmation) await user.type(screen.getByLabelText("Confirm password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Sign up" }));
}

describe("the register page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the passwords do not match and does not call the server", async () => {
    const fetch = answerFetchWith(201, {});
    await register("ada@example.org", "first-secret", "second-secret");
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a password shorter than 8 characters without calling the server", async () => {
    const fetch = answerFetchWith(201, {});
    await register("ada@example.org", "abc1234", "abc1234");
    expect(screen.getByRole("alert").textContent).toBe("Password must be at least 8 characters long");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a password longer than the contract allows without calling the server", async () => {
    const fetch = answerFetchWith(201, {});
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { path: "/register" });
    const tooLong = "x".repeat(MAX_PASSWORD_LENGTH + 1);
    await user.type(screen.getByLabelText("Email"), "ada@example.org");
    await user.click(screen.getByLabelText("Password"));
    await user.paste(tooLong);
    await user.click(screen.getByLabelText("Confirm password"));
    await user.paste(tooLong);
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("alert").textContent).toBe(PASSWORD_MESSAGES.tooLong);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a commonly used password without calling the server", async () => {
    const fetch = answerFetchWith(201, {});
    await register("ada@example.org", "Password1", "Password1");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This password is one of the most commonly used ones. Please choose one that is harder to guess.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("hints at the rule and at how hard the password typed is to guess", async () => {
    renderPage(<RegisterPage />, { path: "/register" });
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("aria-describedby")).toBeTruthy();
    await userEvent.type(password, "qwerty123");
    expect(await screen.findByText("Very weak")).toBeTruthy();
    await userEvent.clear(password);
    await userEvent.type(password, "tangerine-Orbit-1843-lamp");
    expect(await screen.findByText("Very strong")).toBeTruthy();
    expect(screen.getByText(/At least 8 characters; commonly used passwords are refused\./)).toBeTruthy();
  });

  it("moves focus to the confirmation when only it is wrong, and to the password when it is too common", async () => {
    await register("ada@example.org", "first-secret", "second-secret");
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Confirm password")));
    await userEvent.clear(screen.getByLabelText("Password"));
    await userEvent.type(screen.getByLabelText("Password"), "Password1");
    await userEvent.clear(screen.getByLabelText("Confirm password"));
    await userEvent.type(screen.getByLabelText("Confirm password"), "Password1");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Password")));
  });

  it("asks for every field", async () => {
    await register("ada@example.org", "", "");
    expect(screen.getByRole("alert").textContent).toBe("All fields are required");
  });

  it("rejects a malformed e-mail address", async () => {
    await register("ada.example.org", "first-secret", "first-secret");
    expect(screen.getByRole("alert").textContent).toBe("Invalid email format");
  });

  it("stores the tokens and asks for the e-mailed code", async () => {
    const fetch = answerFetchWith(201, {
      access_token: "access",
      refresh_token: "refresh",
      user_id: 7,
      email_verified: false,
      has_profile: false,
      message: "Registered. Check your e-mail for the code.",
    });
    await register("ada@example.org", "first-secret", "first-secret");
    expect(await screen.findByText("Now at /otp-verification")).toBeTruthy();
    expect(localStorage.getItem("access_token")).toBe("access");
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "ada@example.org",
      password: "first-secret",
      conform_password: "first-secret",
    });
  });

  it("carries the page a visitor was on the way to (a post whose full text they asked for) on to the code", async () => {
    answerFetchWith(201, {
      access_token: "access",
      refresh_token: "refresh",
      user_id: 7,
      email_verified: false,
      has_profile: false,
      message: "Registered.",
    });
    const CodePage = () => <p>Code, then {String((useLocation().state as { from?: string }).from)}</p>;
    renderRoutes(
      [
        { path: "/register", element: <RegisterPage /> },
        { path: "/otp-verification", element: <CodePage /> },
      ],
      { at: "/register", state: { from: "/post/9?type=publication" } },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "ada@example.org");
    await user.type(screen.getByLabelText("Password"), "first-secret");
    await user.type(screen.getByLabelText("Confirm password"), "first-secret");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("Code, then /post/9?type=publication")).toBeTruthy();
  });
});
