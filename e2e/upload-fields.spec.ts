// Issue 21's checked file fields and focused problems beyond the publish form, and issue 19's CSL-JSON import, at a
// desktop's and a phone's size: a picture whose bytes are no image's and a CV that is no PDF are refused next to
// their fields when chosen; a refused request for a reset link focuses its field; our own CSL-JSON pastes back into drafts.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yProblems } from "./a11y";
import { createMember, signIn } from "./members";

const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

/** A file whose name (and type, as the browser reports it) say one thing and whose bytes are plain text. */
const notReally = (name: string, mimeType: string) => ({ name, mimeType, buffer: Buffer.from("just text\n") });

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test("a gallery image and a CV of the wrong kind are refused next to their fields", async ({ page, request }) => {
      const rosalind = await createMember(request, `Rosalind Checked ${size}`);
      await signIn(page, rosalind);

      await page.goto("/profile-view?tab=gallery");
      const image = page.getByLabel("Image file");
      await image.setInputFiles(notReally("photo51.png", "image/png"));
      await expect(page.getByText("photo51.png is not a JPEG, PNG, GIF or WebP image.")).toBeVisible();
      await expect(image).toHaveAttribute("aria-invalid", "true");
      await expectNoSeriousA11yProblems(page);

      await page.goto("/profile-view?tab=portfolio");
      await page.getByLabel("Upload CV (PDF)").setInputFiles(notReally("rosalind-cv.pdf", "application/pdf"));
      await expect(page.getByText("rosalind-cv.pdf is not a PDF document.")).toBeVisible();
      await expect(page.getByRole("link", { name: "View CV" })).toHaveCount(0);
      await expectNoSeriousA11yProblems(page);
    });

    test("asking for a reset link with no e-mail focuses the e-mail field", async ({ page }) => {
      await page.goto("/forgot-password");
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByRole("alert")).toHaveText("Please enter your email");
      await expect(page.getByLabel("Email")).toBeFocused();
      await expectNoSeriousA11yProblems(page);
    });

    test("a member's CSL-JSON export pasted into the import gives back the work", async ({ page, request }) => {
      const title = `Molecular configurations in sodium thymonucleate (${size})`;
      const csl = [
        {
          id: "franklin1953",
          type: "article-journal",
          title,
          author: [
            { family: "Franklin", given: "Rosalind" },
            { family: "Gosling", given: "Raymond" },
          ],
          issued: { "date-parts": [[1953, 4, 25]] },
          "container-title": "Nature",
        },
      ];
      await signIn(page, await createMember(request, `Rosalind Importer ${size}`));
      await page.goto("/publish/article");
      await page.getByLabel("Paste a DOI, an arXiv id, BibTeX, RIS or CSL-JSON").fill(JSON.stringify(csl, null, 2));
      await page.getByRole("button", { name: "Import", exact: true }).click();
      const drafts = page.getByRole("list", { name: "Imported drafts" });
      await expect(drafts.getByText(title)).toBeVisible();
      await expect(drafts.getByText("Rosalind Franklin, Raymond Gosling (1953), Nature")).toBeVisible();
      await expectNoSeriousA11yProblems(page);
    });
  });
}
