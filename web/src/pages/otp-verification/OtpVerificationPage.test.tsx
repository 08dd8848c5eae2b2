import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../auth/session";
import { answerFetchWith, renderPage, renderRoutes } from "../../test/render-page";
import OtpVerificationPage from "./OtpVerificationPage";

function openWithEmail() {
  renderPage(<OtpVerificationPage />, { path: "/otp-verification", state: { email: "ada@example.org" } });
}

describe("the OTP verification page", () => {
  beforeEach(() => saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 }));
  afterEach(() => vi.restoreAllMocks());

  it("takes the e-mail address from the navigation state and asks for the code", async () => {
    openWithEmail();
    await userEvent.click(screen.getByRole("button", { name: "Verify OTP" }));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.org");
    expect(screen.getByRole("alert").textContent).toBe("Please enter both Email and OTP");
  });

  it("hides the form and counts down after five wrong codes", async () => {
    answerFetchWith(400, { error: "Invalid OTP. 1 attempts left.", detail: "Invalid OTP. 1 attempts left." });
    const user = userEvent.setup();
    openWithEmail();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await user.clear(screen.getByLabelText("Verification code"));
      await user.type(screen.getByLabelText("Verification code"), "000000");
      await user.click(screen.getByRole("button", { name: "Verify OTP" }));
      if (attempt < 5) await screen.findByText("Invalid OTP. 1 attempts left.");
    }
    expect(await screen.findByText("Too many failed attempts. Try again after 1 hour.")).toBeTruthy();
    expect(screen.getByText(/^Try again after (59|60) minutes \d+ seconds\.$/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resend OTP" })).toBeNull();
    expect(screen.queryByLabelText("Verification code")).toBeNull();
  });

  it("honours the server's lockout even when this browser counted fewer failures", async () => {
    answerFetchWith(429, {
      error: "Too many failed attempts. Try again after 1 hour.",
      detail: "Too many failed attempts. Try again after 1 hour.",
    });
    const user = userEvent.setup();
    openWithEmail();
    await user.type(screen.getByLabelText("Verification code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));
    expect(await screen.findByText("Too many failed attempts. Try again after 1 hour.")).toBeTruthy();
    expect(Number(localStorage.getItem("otp_block_time"))).toBeGreaterThan(Date.now());
  });

  it("keeps the form hidden when the page is reopened during the block", () => {
    localStorage.setItem("otp_block_time", String(Date.now() + 10 * 60_000));
    openWithEmail();
    expect(screen.getByText(/^Try again after (9|10) minutes \d+ seconds\.$/)).toBeTruthy();
    const backToLogin = screen.getByRole("link", { name: "Back to login" });
    expect(backToLogin.getAttribute("href")).toBe("/");
    const links = within(backToLogin.parentElement as HTMLElement);
    expect(links.getByRole("link", { name: "Help" }).getAttribute("href")).toBe("/help");
  });

  it("starts with Resend OTP disabled and counting down, as the server just sent a code", () => {
    openWithEmail();
    const resend = screen.getByRole("button", { name: /^Resend OTP in (59|60) s$/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it("carries the page a visitor was on the way to on to profile creation", async () => {
    answerFetchWith(200, { message: "Email verified successfully" });
    const ProfileStep = () => <p>Profile, then {String((useLocation().state as { from?: string }).from)}</p>;
    renderRoutes(
      [
        { path: "/otp-verification", element: <OtpVerificationPage /> },
        { path: "/create-profile", element: <ProfileStep /> },
      ],
      { at: "/otp-verification", state: { email: "ada@example.org", from: "/post/9?type=publication" } },
    );
    await userEvent.type(screen.getByLabelText("Verification code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify OTP" }));
    expect(await screen.findByText("Profile, then /post/9?type=publication", {}, { timeout: 3000 })).toBeTruthy();
  });
});
