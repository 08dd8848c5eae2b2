import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSession, saveSession } from "../../auth/session";
import { answerFetchWith, renderPage } from "../../test/render-page";
import { ProfileMenu } from "./ProfileMenu";

describe("the account menu", () => {
  beforeEach(() => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    answerFetchWith(404, { error: "Profile not found.", detail: "Profile not found." });
  });
  afterEach(() => vi.restoreAllMocks());

  it("closes on Escape and on a click outside it", async () => {
    renderPage(<ProfileMenu />, { path: "/home" });
    const trigger = screen.getByRole("button", { name: "Account menu" });
    await userEvent.click(trigger);
    expect(screen.getByRole("link", { name: "Your profile" })).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("link", { name: "Your profile" })).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await userEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole("link", { name: "Your profile" })).toBeNull();
  });

  it("logs out: the tokens are removed and the visitor lands on the start page", async () => {
    renderPage(<ProfileMenu />, { path: "/home" });
    await userEvent.click(screen.getByRole("button", { name: "Account menu" }));
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(getSession()).toBeNull();
    expect(screen.getByText("Now at /")).toBeTruthy();
  });
});
