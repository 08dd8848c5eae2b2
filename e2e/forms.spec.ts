// Issue 21's forms and pages at a desktop's and a phone's size: co-authors by keyboard, the author editor on a
// phone, a wrong file refused when chosen, the first problem brought into view, a removed post, one main landmark
// for visitors, profile blocks and cards, the feed's two filters together, and the password rule with its hint.
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yProblems } from "./a11y";
import { publish } from "./content";
import { bearer, createMember, signIn } from "./members";

const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test("a visitor opening a removed post is told so, with a way home, on a page with one main landmark", async ({
      page,
      request,
    }) => {
      await page.goto("/post/987654321?type=publication");
      await expect(page.getByRole("heading", { name: "Post not found" })).toBeVisible();
      await expect(page.getByText("This post was removed by its author or never existed.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the start page" })).toBeVisible();
      await expect(page.getByRole("main")).toHaveCount(1);
      await expectNoSeriousA11yProblems(page);

      const ada = await createMember(request, `Ada Visitor ${size}`, {
        institution: "Seoul National University",
        research_areas: "Mathematics",
      });
      const own = await request.get("/user/profile/create-profile/", { headers: bearer(ada) });
      const profileId = (await own.json()).data.id as number;
      await publish(request, ada, {
        title: `On the Mathematical Powers of the Calculating Engine (${size})`,
        author: "Luigi Menabrea, Mary Somerville",
        journal: "Scientific Memoirs",
        publication_date: "1843-09-01",
      });
      await page.goto(`/user-profile/${profileId}`);
      await expect(page.getByRole("heading", { level: 1, name: `Ada Visitor ${size}` })).toBeVisible();
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByText("Seoul National University")).toHaveCount(1);
      await expect(page.getByText("—", { exact: true })).toHaveCount(0);
      const card = page.locator(".publication-card", {
        hasText: `On the Mathematical Powers of the Calculating Engine (${size})`,
      });
      await expect(card.getByText("Scientific Memoirs")).toBeVisible();
      await expect(card.getByText("Luigi Menabrea, Mary Somerville")).toBeVisible();
      await expectNoSeriousA11yProblems(page);
    });

    test("a co-author is picked by keyboard, the editor fits the screen, and a wrong file is refused at once", async ({
      page,
      request,
    }) => {
      const ada = await createMember(request, `Ada Author ${size}`);
      await createMember(request, `Kwame Mensah ${size}`);
      await signIn(page, ada);

      await page.goto("/upload-research?type=article");
      await page.getByLabel("Research file").setInputFiles({
        name: "nse.py",
        mimeType: "text/x-python",
        buffer: Buffer.from("print('not a paper')\n"),
      });
      await expect(page.getByRole("alert")).toHaveText(
        "nse.py is not a PDF document or a JPEG, PNG, GIF or WebP image.",
      );
      await expectNoSeriousA11yProblems(page);

      await page.goto("/publish/article");
      const addAuthor = page.getByRole("combobox", { name: "Add author" });
      await addAuthor.fill(`Kwame Mensah ${size}`);
      await expect(page.getByRole("option", { name: new RegExp(`Kwame Mensah ${size}`) })).toBeVisible();
      await addAuthor.press("ArrowDown");
      await expect(page.getByRole("option", { name: new RegExp(`Kwame Mensah ${size}`) })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await addAuthor.press("Enter");
      await expect(page.getByRole("textbox", { name: "Author 2" })).toHaveValue(`Kwame Mensah ${size}`);
      await expect(page.getByRole("textbox", { name: "Author 2" })).toHaveAttribute("readonly", "");
      await expect(addAuthor).toHaveValue("");
      await expect(addAuthor).toBeFocused();
      await addAuthor.fill("Kwame");
      await addAuthor.press("Escape");
      await expect(addAuthor).toHaveAttribute("aria-expanded", "false");
      await addAuthor.fill("");
      await expectNoSeriousA11yProblems(page);

      await page.setViewportSize({ width: 320, height: viewport.height });
      // The app swaps to its phone layout on the resize event, a render after it: measure once that has happened.
      await expect.poll(() => pageScrollsSideways(page)).toBe(false);
      for (const name of ["Add as name", `Remove Kwame Mensah ${size}`]) {
        const button = page.getByRole("button", { name });
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport({ ratio: 1 });
      }
      await page.setViewportSize(viewport);

      // Publishing with nothing filled in takes the member to the first problem: the title, as a file is optional
      // (a work may be listed by its metadata alone).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("textbox", { name: "Title" })).toBeFocused();
      await expect(page.getByRole("textbox", { name: "Title" })).toBeInViewport();
      await page.getByLabel("File").setInputFiles({
        name: "nse.py",
        mimeType: "text/x-python",
        buffer: Buffer.from("print('not a paper')\n"),
      });
      await expect(page.getByText("nse.py is not a PDF document or a JPEG, PNG, GIF or WebP image.")).toBeVisible();
      await expectNoSeriousA11yProblems(page);
    });

    test("the feed's kind and Everyone/Following apply together", async ({ page, request }) => {
      const ada = await createMember(request, `Ada Feed Filters ${size}`);
      await signIn(page, ada);
      await page.goto("/home?type=image");
      const whose = page.getByRole("tablist", { name: "Whose posts" });
      await expect(whose).toBeVisible();
      await whose.getByRole("tab", { name: "Following" }).click();
      await expect(page).toHaveURL(/\/home\?type=image&feed=following$/);
      await page.getByRole("navigation", { name: "Kinds of post" }).getByRole("link", { name: "Videos" }).click();
      await expect(page).toHaveURL(/\/home\?type=video&feed=following$/);
      await expect(whose.getByRole("tab", { name: "Following" })).toHaveAttribute("aria-selected", "true");
      await expectNoSeriousA11yProblems(page);
    });

    test("sign-up refuses a short or common password, with a strength hint", async ({ page }) => {
      await page.goto("/register");
      await page.getByLabel("Email").fill(`newcomer.${size}.${Date.now()}@example.org`);
      const password = page.getByLabel("Password", { exact: true });
      await password.fill("iloveyou");
      await expect(page.getByText("Very weak")).toBeVisible();
      await page.getByLabel("Confirm password").fill("iloveyou");
      await page.getByRole("button", { name: "Sign up" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "This password is one of the most commonly used ones. Please choose one that is harder to guess.",
      );
      await password.fill("tangerine-Orbit-1843-lamp");
      await expect(page.getByText("Very strong")).toBeVisible();
      await expectNoSeriousA11yProblems(page);
    });
  });
}
