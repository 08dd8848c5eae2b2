// The whole account life cycle through the UI: sign up, verify, profile, log out and in, change password, delete.
import { expect, type Page, test } from "@playwright/test";
import { testFile } from "@scholarly/server/test/file-fixtures";
import { createMember, signIn } from "./members";
import { latestOtpFor } from "./outbox";

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
}

async function logOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
}

test("a researcher signs up, verifies, creates a profile, changes the password and deletes the account", async ({
  page,
}) => {
  const email = `ada-${Date.now()}@example.org`;

  await page.goto("/register");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first-secret");
  await page.getByLabel("Confirm password").fill("first-secret");
  await page.getByRole("button", { name: "Sign up" }).click();

  await expect(page).toHaveURL(/\/otp-verification$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("Verification code").fill("000000");
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.locator("form").getByRole("alert")).toContainText("Invalid OTP");
  await page.getByLabel("Verification code").fill(await latestOtpFor(email));
  await page.getByRole("button", { name: "Verify OTP" }).click();

  await expect(page).toHaveURL(/\/create-profile$/);
  await page.getByRole("button", { name: "Create profile" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("All fields are required.");
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Institution").fill("University of London");
  await page.getByLabel("Research area").fill("Analytical engines");
  await page.getByLabel("Short bio").fill("I write programs for machines that do not exist yet.");
  await page.getByLabel("Profile picture (optional)").setInputFiles(testFile("ada.png"));
  await expect(page.getByAltText("Preview of how you will appear")).toBeVisible();
  await page.getByRole("button", { name: "Create profile" }).click();

  await expect(page).toHaveURL(/\/home$/);
  await openAccountMenu(page);
  const bigPicture = page.getByAltText("Ada Lovelace's profile picture").last();
  await expect(bigPicture).toHaveAttribute("src", /\/media\//);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Log out" })).toBeHidden();

  await logOut(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-secret");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.locator("form").getByRole("alert")).toBeVisible();
  await logIn(page, email, "first-secret");

  await openAccountMenu(page);
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/changepassword$/);
  await page.getByLabel("Old password").fill("first-secret");
  await page.getByLabel("New password").fill("second-secret");
  await page.getByLabel("Confirm password").fill("second-secret");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/profile-view$/);

  await logOut(page);
  await logIn(page, email, "second-secret");

  await openAccountMenu(page);
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Account" });
  await expect(dialog).toContainText("Are you sure you want to delete your account?");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Account deleted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("second-secret");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.locator("form").getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("on a phone the hamburger menu offers Home, the content filter and Add new", async ({ page, request }) => {
  const grace = await createMember(request, "Grace Hopper", { institution: "Navy", research_areas: "Compilers" });
  await signIn(page, grace);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/home");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Add new" })).toBeVisible();
  await menu.getByLabel("Content filter").selectOption("video");
  await menu.getByRole("button", { name: "Apply Filter" }).click();
  await expect(page).toHaveURL(/\/home\?type=video$/);
  await expect(menu).toBeHidden();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(375);
});
