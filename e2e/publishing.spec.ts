// Publishing and discovery: one member publishes a PDF, another finds it in the feed, reads it, follows and finds the author.
import { expect, test } from "@playwright/test";
import { testFile } from "@scholarly/server/test/file-fixtures";
import { createMember, signedInPage } from "./members";

const TITLE = "Notes on the Analytical Engine";

test("a published PDF reaches another member's feed, counts a read, and leads to its author", async ({
  browser,
  request,
}) => {
  const ada = await createMember(request, "Ada Lovelace");
  const charles = await createMember(request, "Charles Babbage");

  // Ada publishes through the chooser, the upload entry, the form and the success screen.
  const adaPage = await signedInPage(browser, ada);
  await adaPage.getByRole("button", { name: "Add new" }).click();
  const chooser = adaPage.getByRole("dialog", { name: "Add Article" });
  await chooser.getByRole("button", { name: "Published research" }).click();
  await chooser.getByRole("button", { name: "Article", exact: true }).click();
  await expect(adaPage).toHaveURL(/\/upload-research\?type=article$/);
  await expect(adaPage.getByText("Do you want to add a file?")).toBeVisible();
  const fileChooser = adaPage.waitForEvent("filechooser");
  await adaPage.getByRole("button", { name: "Select and upload file" }).click();
  const pdf = testFile("engine.pdf");
  await (await fileChooser).setFiles(pdf);
  await expect(adaPage.getByText("engine.pdf")).toBeVisible();
  await expect(adaPage.getByText(`${Math.round(pdf.buffer.length / 1024)} KB`)).toBeVisible();
  const upload = adaPage.getByRole("button", { name: "Upload" });
  await expect(upload).toBeDisabled();
  await adaPage.getByRole("radio", { name: "Public", exact: true }).check();
  await adaPage.getByRole("checkbox").check();
  await upload.click();

  await expect(adaPage).toHaveURL(/\/publish\/article$/);
  await expect(adaPage.getByText("engine.pdf")).toBeVisible();
  await expect(adaPage.getByLabel("Author 1")).toHaveValue("Ada Lovelace");
  await adaPage.getByRole("button", { name: "Publish" }).click();
  await expect(adaPage.getByText("Title is required.").first()).toBeVisible();
  await adaPage.getByLabel("Title").fill(TITLE);
  await adaPage.getByLabel("Abstract").fill("The first published algorithm. #computing #history");
  await adaPage.getByRole("button", { name: "Publish" }).click();
  await expect(adaPage.getByRole("heading", { name: "You successfully added your article" })).toBeVisible();
  await expect(adaPage.getByRole("link", { name: "View article" })).toHaveAttribute(
    "href",
    /^\/post\/\d+\?type=publication$/,
  );

  // Charles sees it first in his feed, also when filtered to publications.
  const page = await signedInPage(browser, charles);
  const firstCard = page.getByRole("article").first();
  await expect(firstCard.getByRole("heading", { name: TITLE })).toBeVisible();
  await page.getByRole("navigation", { name: "Kinds of post" }).getByRole("link", { name: "Publications" }).click();
  await expect(page).toHaveURL(/\/home\?type=publication$/);
  const card = page.getByRole("article", { name: TITLE });
  await expect(card.getByText("0 reads")).toBeVisible();
  await expect(card.locator("iframe")).toHaveCount(0);

  // Opening the post counts a read.
  await card.getByRole("link", { name: TITLE }).click();
  await expect(page).toHaveURL(/\/post\/\d+\?type=publication$/);
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(page.getByText("1 read", { exact: true })).toBeVisible();
  await expect(page.locator(".hashtag", { hasText: "#computing" })).toBeVisible();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(/\/home\?type=publication$/);

  // He follows Ada from her card.
  const adaCard = page.getByRole("article", { name: TITLE });
  await adaCard.getByRole("button", { name: "Follow Ada Lovelace", exact: true }).click();
  await expect(page.getByText("Followed successfully")).toBeVisible();
  await expect(adaCard.getByRole("button", { name: "Unfollow Ada Lovelace", exact: true })).toBeVisible();

  // He finds her with a partial, lower-case name and opens her profile.
  await page.getByRole("combobox", { name: "Search research and people" }).fill("lovelac");
  await page
    .getByRole("listbox", { name: "Suggestions" })
    .getByRole("option", { name: /Ada Lovelace/ })
    .click();
  await expect(page).toHaveURL(/\/user-profile\/\d+$/);
  await expect(page.getByRole("heading", { name: "Ada Lovelace", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Following Ada Lovelace" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Publications" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("link", { name: TITLE })).toBeVisible();
});
