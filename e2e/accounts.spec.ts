// The whole account life cycle through the UI: sign up, verify, profile, log out and in, change password, delete.
import { deflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { latestOtpFor } from "./outbox";

/** A valid 2×2 PNG built in memory, so the test needs no fixture file. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

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
  await page
    .getByLabel("Profile picture (optional)")
    .setInputFiles({ name: "ada.png", mimeType: "image/png", buffer: tinyPng() });
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
  const email = `grace-${Date.now()}@example.org`;
  const signup = await request.post("/user/signup/", {
    data: { email, password: "phone-secret", conform_password: "phone-secret" },
  });
  const tokens = await signup.json();
  const bearer = { Authorization: `Bearer ${tokens.access_token}` };
  await request.post("/user/verify-otp/", { headers: bearer, data: { email, otp: await latestOtpFor(email) } });
  await request.post("/user/profile/create-profile/", {
    headers: bearer,
    multipart: { name: "Grace Hopper", institution: "Navy", research_areas: "Compilers", bio: "Debugging since 1947." },
  });
  await page.addInitScript((session) => {
    localStorage.setItem("access_token", session.access_token);
    localStorage.setItem("refresh_token", session.refresh_token);
  }, tokens);

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
