// Issue 21 item 1, metadata-only works, at a desktop's and a phone's size: the upload step's Skip publishes a work
// without a file, which says its full text is not here; another member requests it, and its author adds it later.
import { expect, test } from "@playwright/test";
import { testFile } from "@scholarly/server/test/file-fixtures";
import { expectNoSeriousA11yProblems } from "./a11y";
import { createMember, signIn } from "./members";

const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test("a work published by Skip has no file; others request its full text and its author adds it", async ({
      page: authorPage,
      browser,
      request,
    }) => {
      const title = `Molecular configuration in sodium thymonucleate (${size})`;
      const author = await createMember(request, `Rosalind Metadata ${size}`);
      const reader = await createMember(request, `Maurice Requester ${size}`);

      // The author skips the file and publishes the metadata with its DOI.
      await signIn(authorPage, author);
      await authorPage.goto("/upload-research?type=article");
      await expect(authorPage.getByText("Do you want to add a file?")).toBeVisible();
      await expectNoSeriousA11yProblems(authorPage);
      await authorPage.getByRole("button", { name: "Skip" }).click();
      await expect(authorPage).toHaveURL(/\/publish\/article$/);
      await expect(authorPage.getByText(/without a file the work is listed with its metadata/)).toBeVisible();
      await authorPage.getByLabel("Title").fill(title);
      await authorPage.getByLabel("DOI (optional)").fill("10.1038/171740a0");
      await expectNoSeriousA11yProblems(authorPage);
      await authorPage.getByRole("button", { name: "Publish" }).click();
      await expect(authorPage.getByRole("heading", { name: "You successfully added your article" })).toBeVisible();
      await authorPage.getByRole("link", { name: "View article" }).click();
      await expect(authorPage).toHaveURL(/\/post\/\d+\?type=publication$/);
      const postPath = new URL(authorPage.url()).pathname + new URL(authorPage.url()).search;

      await expect(authorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(authorPage.getByText("Full text not available here.")).toBeVisible();
      await expect(authorPage.getByRole("link", { name: "Download PDF" })).toHaveCount(0);
      await expect(authorPage.getByRole("button", { name: "Request full text" })).toHaveCount(0);
      await expect(authorPage.getByRole("link", { name: "Add full text" })).toBeVisible();
      await expectNoSeriousA11yProblems(authorPage);

      // Another member sees the card without a file, finds the DOI and requests the full text.
      // axe reads pages of contexts Playwright made, so the second member gets a context of their own.
      const readerContext = await browser.newContext({ viewport });
      const readerPage = await readerContext.newPage();
      await signIn(readerPage, reader);
      await readerPage.goto("/home");
      const card = readerPage.getByRole("article", { name: title });
      await expect(card.getByText("Full text not available here")).toBeVisible();
      await expectNoSeriousA11yProblems(readerPage);
      await readerPage.goto(postPath);
      await expect(readerPage.getByText("Full text not available here.")).toBeVisible();
      await expect(readerPage.getByRole("link", { name: "Find it at the publisher" })).toHaveAttribute(
        "href",
        "https://doi.org/10.1038/171740a0",
      );
      await expect(readerPage.getByRole("link", { name: "Add full text" })).toHaveCount(0);
      await readerPage.getByRole("button", { name: "Request full text" }).click();
      await readerPage.getByLabel("Message to the authors (optional)").fill("For a review of fibre diagrams.");
      await expectNoSeriousA11yProblems(readerPage);
      await readerPage.getByRole("button", { name: "Send request" }).click();
      await expect(readerPage.getByText("Your request has been sent to the authors.")).toBeVisible();

      // The author adds the full text from the post: the edit form opens at its file field.
      await authorPage.getByRole("link", { name: "Add full text" }).click();
      await expect(authorPage).toHaveURL(/\/edit-publication\/\d+\?add=full-text$/);
      const file = authorPage.getByLabel("File");
      await expect(file).toBeFocused();
      await expect(authorPage.getByText(/^No full text yet/)).toBeVisible();
      await expectNoSeriousA11yProblems(authorPage);
      await file.setInputFiles(testFile("photo51.pdf"));
      await expect(authorPage.getByText("New file: photo51.pdf")).toBeVisible();
      await authorPage.getByRole("button", { name: "Save changes" }).click();
      await expect(authorPage.getByText("Publication updated successfully.")).toBeVisible();

      await readerPage.goto(postPath);
      await expect(readerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(readerPage.getByRole("link", { name: "Download PDF" })).toBeVisible();
      await expect(readerPage.getByText("Full text not available here.")).toHaveCount(0);
      await expectNoSeriousA11yProblems(readerPage);
      await readerContext.close();
    });
  });
}
