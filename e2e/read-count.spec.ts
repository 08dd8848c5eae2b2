// Issue 21 item 12: a post shows one read count. A visitor's read and a member's read each count once, in the
// post's header and in its stats below alike; the owner's own visit counts for nothing.
import { type Browser, expect, test } from "@playwright/test";
import { expectNoSeriousA11yProblems } from "./a11y";
import { publish } from "./content";
import { createMember, type Member, signIn } from "./members";

const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    /** A member's own window at this size, signed in, on the page. */
    async function memberWindow(browser: Browser, member: Member, path: string) {
      const page = await (await browser.newContext({ viewport })).newPage();
      await signIn(page, member);
      await page.goto(path);
      return page;
    }

    test("the header and the stats show the same reads", async ({ browser, page, request }) => {
      const owner = await createMember(request, `Wilhelmina Countwell ${size}`);
      const reader = await createMember(request, `Barnaby Tallyman ${size}`);
      const title = `Counting readers of the Fens drainage survey (${size})`;
      const { id } = await publish(request, owner, { title });
      const path = `/post/${id}?type=publication`;

      // A visitor who is not signed in: one read, in the header and in the stats.
      await page.goto(path);
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      const header = page.getByRole("main").getByText(/^\d+ reads?$/);
      const stats = page.getByRole("region", { name: "Reads and downloads" });
      await expect(header).toHaveText("1 read");
      await expect(stats.getByText(/^1 read and \d+ downloads? in the last 30 days\.$/)).toBeVisible();
      await expectNoSeriousA11yProblems(page);

      // A member: the second reader, in both places.
      const memberPage = await memberWindow(browser, reader, path);
      await expect(memberPage.getByRole("main").getByText(/^\d+ reads?$/)).toHaveText("2 reads");
      await expect(
        memberPage
          .getByRole("region", { name: "Reads and downloads" })
          .getByText(/^2 reads and \d+ downloads? in the last 30 days\.$/),
      ).toBeVisible();
      await expectNoSeriousA11yProblems(memberPage);

      // The owner's own visit adds nothing.
      const ownerPage = await memberWindow(browser, owner, path);
      await expect(ownerPage.getByRole("main").getByText(/^\d+ reads?$/)).toHaveText("2 reads");
      await expect(
        ownerPage.getByRole("region", { name: "Reads and downloads" }).getByText(/^2 reads and /),
      ).toBeVisible();
    });
  });
}
