// Issue 21 items 8 and 9, as a visitor arriving from a shared link: the landing page at /, searching public
// research signed out, a public post, and a full-text request written before signing in and sent after.
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yProblems } from "./a11y";
import { publish } from "./content";
import { createMember } from "./members";

const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test("a visitor explores from the landing page and requests a full text, signing in to send it", async ({
      page,
      request,
    }) => {
      const owner = await createMember(request, `Ottoline Tidewater ${size}`);
      const visitor = await createMember(request, `Hypatia Wayfarer ${size}`);
      const open = `Tidal harmonics of the Severn estuary (${size})`;
      const closed = `Embargoed bore measurements of the Severn (${size})`;
      await publish(request, owner, { title: open, abstract: "Open tide tables." });
      const { id: closedId } = await publish(request, owner, { title: closed, upload_mode: "private" });

      // The landing page: what Scholarly is, search, the newest public works, sign up and log in.
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Research, shared by the people who did it");
      await expect(page.getByRole("link", { name: "Sign up" }).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
      const newest = page.getByRole("list", { name: "Newest public works" });
      await expect(newest.getByRole("link", { name: closed })).toBeVisible();
      await expect(newest.getByRole("link", { name: open })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yProblems(page);

      // Searching signed out finds public research.
      const searchBox = page.getByRole("combobox", { name: "Search research and people" });
      await searchBox.fill(`Severn ${size}`);
      await searchBox.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=Severn/);
      const found = page.getByRole("list", { name: "Research found" });
      await expect(found.getByRole("link", { name: open })).toBeVisible();
      await expect(found.getByRole("link", { name: closed })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yProblems(page);

      // The private work's public page offers the request; the visitor writes it before signing in.
      await found.getByRole("link", { name: closed }).click();
      await expect(page).toHaveURL(new RegExp(`/post/${closedId}\\?type=publication$`));
      await expect(page.getByRole("heading", { name: closed })).toBeVisible();
      await expectNoSeriousA11yProblems(page);
      await page.getByRole("button", { name: "Request full text" }).click();
      const note = `For my survey of estuary bores (${size}).`;
      await page.getByLabel("Message to the authors (optional)").fill(note);
      await page.getByRole("button", { name: "Send request" }).click();
      await expect(page.getByRole("heading", { name: "Sign in to send your request" })).toBeFocused();
      await expect(page.getByText("Authentication credentials were not provided.")).toHaveCount(0);
      await expectNoSeriousA11yProblems(page);

      // Signing in returns to the post, with the message kept and ready to send.
      const signInToSend = page.getByRole("region", { name: "Sign in to send your request" });
      await signInToSend.getByRole("link", { name: "Log in" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
      await expectNoSeriousA11yProblems(page);
      await page.getByLabel("Email").fill(visitor.email);
      await page.getByLabel("Password").fill(visitor.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page).toHaveURL(new RegExp(`/post/${closedId}\\?type=publication$`));
      await expect(page.getByLabel("Message to the authors (optional)")).toHaveValue(note);
      await expectNoSeriousA11yProblems(page);
      await page.getByRole("button", { name: "Send request" }).click();
      await expect(page.getByText("Your request has been sent to the authors.")).toBeVisible();
    });
  });
}
