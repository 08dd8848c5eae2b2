// Issue 14 at a desktop's and a phone's size: feed cards, the post page, editing and deleting a publication,
// the profile's edit menu, publish-success, signing in from a deep link, Retry on a failed feed and the CV's name.
import { expect, type Page, test } from "@playwright/test";
import { testFile } from "@scholarly/server/test/file-fixtures";
import { expectNoSeriousA11yProblems } from "./a11y";
import { postCode, postImage, publish } from "./content";
import { createMember, signIn } from "./members";

const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

/** Reloads until the card shows its first-page picture: a background job makes it shortly after the upload. */
async function waitForThumbnail(page: Page, title: string) {
  const picture = page.getByRole("article", { name: title }).locator(".post-card__thumbnail img");
  await expect(async () => {
    await page.reload();
    await expect(picture).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  return picture;
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test("feed cards: a thumbnail and no PDF frame, an image without 'Untitled', highlighted code", async ({
      page,
      request,
    }) => {
      const ada = await createMember(request, `Ada Feed ${size}`);
      // Every member's posts reach the feed: the titles say which size's test made them.
      const paper = `Sketch of the Analytical Engine (${size})`;
      const snippet = `Fourier synthesis (${size})`;
      const figure = `The difference engine, first diagram (${size}). #engines`;
      await postCode(request, ada, snippet);
      await postImage(request, ada, figure);
      await publish(request, ada, { title: paper, abstract: "Notes. #computing" });

      await signIn(page, ada);
      await page.goto("/home");
      const thumbnail = await waitForThumbnail(page, paper);
      await expect(thumbnail).toHaveAttribute("src", /\.webp/);
      const publication = page.getByRole("article", { name: paper });
      await expect(publication.getByRole("link", { name: paper })).toBeVisible();
      await expect(publication.getByRole("link", { name: "#computing" })).toHaveAttribute(
        "href",
        "/search?q=%23computing",
      );
      await expect(page.locator("iframe")).toHaveCount(0);

      const image = page.getByRole("article", { name: figure });
      await expect(image.getByRole("img", { name: /difference engine/ })).toBeVisible();
      await expect(page.getByText("Untitled")).toHaveCount(0);
      await expect(image.getByText("View Full Text")).toHaveCount(0);

      const code = page.getByRole("article", { name: snippet });
      await expect(code.locator(".hljs-keyword", { hasText: "def" }).first()).toBeVisible();
      await expect(code.getByText("Python", { exact: true })).toBeVisible();
      await expect(code.getByRole("link", { name: "View code" })).toBeVisible();
      await expectNoSeriousA11yProblems(page);

      // The tabs filter at once; the post page has its heading, links and a way back.
      await page.getByRole("navigation", { name: "Kinds of post" }).getByRole("link", { name: "Code" }).click();
      await expect(page).toHaveURL(/\/home\?type=code$/);
      await expect(page.getByRole("article", { name: snippet })).toBeVisible();
      await expect(page.getByRole("article", { name: paper })).toHaveCount(0);
      await page.getByRole("navigation", { name: "Kinds of post" }).getByRole("link", { name: "Publications" }).click();
      await page.getByRole("link", { name: paper }).click();
      await expect(page.getByRole("heading", { level: 1, name: paper })).toBeVisible();
      await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
      await expectNoSeriousA11yProblems(page);
      await page.getByRole("button", { name: "Back", exact: true }).click();
      await expect(page).toHaveURL(/\/home\?type=publication$/);
    });

    test("the edit menu's entries are all on screen", async ({ page, request }) => {
      const ada = await createMember(request, `Ada Menu ${size}`);
      await signIn(page, ada);
      await page.goto("/profile-view");
      await page.getByRole("button", { name: "Edit profile" }).click();
      const entries = page.locator("#edit-profile-menu button");
      await expect(entries.first()).toBeVisible();
      expect(await entries.count()).toBeGreaterThanOrEqual(4);
      for (const entry of await entries.all()) {
        const box = await entry.boundingBox();
        expect(box).not.toBeNull();
        if (!box) continue;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        // Nothing covers it: the entry itself receives a click at its centre.
        await expect(entry).toBeInViewport();
      }
      await expectNoSeriousA11yProblems(page);
      await page.keyboard.press("Escape");
      await expect(entries).toHaveCount(0);
    });

    test("publish-success opens at the top and 'View article' opens the new post", async ({ page, request }) => {
      const ada = await createMember(request, `Ada Publish ${size}`);
      await signIn(page, ada);
      await page.goto("/upload-research?type=article");
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "Select and upload file" }).click();
      await (await chooser).setFiles(testFile("engine.pdf"));
      await page.getByRole("radio", { name: "Public", exact: true }).check();
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Upload" }).click();
      const title = `A note published at ${size} size`;
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByLabel("Abstract").fill("The first published algorithm.");
      await page.getByRole("button", { name: "Publish", exact: true }).scrollIntoViewIfNeeded();
      await page.getByRole("button", { name: "Publish", exact: true }).click();

      const heading = page.getByRole("heading", { name: "You successfully added your article" });
      await expect(heading).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoSeriousA11yProblems(page);
      await page.getByRole("link", { name: "View article" }).click();
      await expect(page).toHaveURL(/\/post\/\d+\?type=publication$/);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    });

    test("a member edits and deletes a publication from the own profile", async ({ page, request }) => {
      const ada = await createMember(request, `Ada Edit ${size}`);
      await publish(request, ada, { title: `Draft title (${size})`, author: "Ada Lovelace", doi: "10.1000/draft" });
      await publish(request, ada, { title: `To be removed (${size})` });
      await signIn(page, ada);
      await page.goto("/profile-view?tab=publications");

      await page.getByRole("link", { name: `Edit Draft title (${size})` }).click();
      await expect(page).toHaveURL(/\/edit-publication\/\d+$/);
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Draft title (${size})`);
      await expect(page.getByLabel("Author 1")).toHaveValue("Ada Lovelace");
      await expect(page.getByLabel("DOI (optional)")).toHaveValue("10.1000/draft");
      await expect(page.getByText(/^Attached: .+\.pdf/)).toBeVisible();
      await expectNoSeriousA11yProblems(page);
      await page.getByLabel("Title", { exact: true }).fill(`Final title (${size})`);
      await page.getByLabel("Journal").fill("Annals of Engines");
      // Only the month is known: the date becomes a year and month.
      await page.getByLabel("Date known to").selectOption("month");
      await page.getByLabel("Publication date").fill("1843-09");
      await expectNoSeriousA11yProblems(page);
      await page.getByLabel("File").setInputFiles(testFile("final.pdf"));
      await expect(page.getByText("New file: final.pdf")).toBeVisible();
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Publication updated successfully.")).toBeVisible();
      await expect(page).toHaveURL(/\/profile-view\?tab=publications$/);
      const tab = page.getByRole("tabpanel");
      await expect(tab.getByRole("heading", { name: `Final title (${size})` })).toBeVisible();
      await tab.getByRole("link", { name: `Final title (${size})`, exact: true }).click();
      // The profile's card shows the venue and date too: only the address says the post itself is open.
      await expect(page).toHaveURL(/\/post\/\d+/);
      await expect(page.getByText("Annals of Engines")).toBeVisible();
      await expect(page.locator('time[datetime="1843-09"]')).toHaveText("September 1843");
      await page.goBack();

      await page.getByRole("button", { name: `Delete To be removed (${size})` }).click();
      const dialog = page.getByRole("dialog", { name: "Delete publication" });
      await expect(dialog).toContainText(`Delete "To be removed (${size})" and its file?`);
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Publication deleted successfully.")).toBeVisible();
      await expect(tab.getByRole("heading", { name: `To be removed (${size})` })).toHaveCount(0);

      await page.goto("/home");
      await expect(page.getByRole("article", { name: `Final title (${size})` })).toBeVisible();
      await expect(page.getByRole("article", { name: `To be removed (${size})` })).toHaveCount(0);
      await expect(page.getByRole("article", { name: `Draft title (${size})` })).toHaveCount(0);
    });

    test("Featured Research shows the chosen works, chosen in the picker", async ({ page, request }) => {
      const ada = await createMember(request, `Ada Featured ${size}`);
      const titles = [1, 2, 3, 4, 5].map((n) => `Featured candidate ${n} (${size})`);
      for (const title of titles) await publish(request, ada, { title });
      await signIn(page, ada);
      await page.goto("/profile-view");
      const featured = page.getByRole("region", { name: "Featured Research" });
      // Nothing chosen: the most read four (all unread here), not the whole list.
      await expect(featured.getByRole("listitem")).toHaveCount(4);

      await featured.getByRole("button", { name: "Choose featured works" }).click();
      const picker = page.getByRole("dialog", { name: "Choose featured research" });
      await expect(picker).toContainText("0/5 selected");
      await picker.getByLabel(titles[2] as string).check();
      await picker.getByLabel(titles[0] as string).check();
      await expect(picker).toContainText("2/5 selected");
      await expectNoSeriousA11yProblems(page);
      await picker.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Featured research saved.")).toBeVisible();

      await expect(featured.getByRole("listitem")).toHaveCount(2);
      await expect(featured.getByRole("heading", { level: 3 }).first()).toHaveText(`1. ${titles[2]}`);
      await page.reload();
      await expect(featured.getByRole("heading", { level: 3 }).nth(1)).toHaveText(`2. ${titles[0]}`);
    });

    test("signing in from a deep link returns to it", async ({ page, request }) => {
      const ada = await createMember(request, `Ada Link ${size}`);
      await publish(request, ada, { title: `A deep-linked paper (${size})` });
      // Post pages are public landing pages now; the own profile still needs a session.
      await page.goto("/profile-view?tab=publications");
      await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
      await page.getByLabel("Email").fill(ada.email);
      await page.getByLabel("Password").fill(ada.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page).toHaveURL(/\/profile-view\?tab=publications$/);
      await expect(
        page.getByRole("tabpanel").getByRole("heading", { name: `A deep-linked paper (${size})` }),
      ).toBeVisible();
    });

    test("a feed that failed to load offers Retry inline", async ({ page, request }) => {
      const ada = await createMember(request, `Ada Retry ${size}`);
      const title = `Shown after a retry (${size})`;
      await publish(request, ada, { title });
      await signIn(page, ada);
      let failing = true;
      await page.route("**/user/publication/home/**", (route) =>
        failing ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
      );
      await page.goto("/home");
      const retry = page.getByRole("button", { name: "Retry" });
      await expect(retry).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("alert").filter({ hasText: "The feed could not be loaded" })).toBeVisible();
      await expectNoSeriousA11yProblems(page);
      failing = false;
      await retry.click();
      await expect(page.getByRole("article", { name: title })).toBeVisible();
    });

    test("the CV shows the name it was uploaded under", async ({ page, request }) => {
      const ada = await createMember(request, `Ada CV ${size}`);
      await signIn(page, ada);
      await page.goto("/profile-view?tab=portfolio");
      await page.getByLabel("Upload CV (PDF)").setInputFiles(testFile("Ada Lovelace CV 2026.pdf"));
      await expect(page.getByText("CV uploaded successfully.")).toBeVisible();
      await expect(page.getByText("Ada Lovelace CV 2026.pdf", { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByText("Ada Lovelace CV 2026.pdf", { exact: true })).toBeVisible();
      await expectNoSeriousA11yProblems(page);
    });
  });
}
