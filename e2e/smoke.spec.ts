import { expect, test } from "@playwright/test";

test("the server answers health and serves the app on any page address", async ({ page, request }) => {
  expect((await request.get("/health")).ok()).toBe(true);
  await page.goto("/about");
  await expect(page.locator("#root")).not.toBeEmpty();
});
