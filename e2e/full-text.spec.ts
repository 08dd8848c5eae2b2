// Private full text: a follower is announced by the bell, a private publication is requested from its page,
// the author sends it from the notification, and the requester saves the file.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { testFile } from "@scholarly/server/test/file-fixtures";
import { bearer, createMember, signedInPage } from "./members";

const TITLE = "Sketch of the Analytical Engine";

/** What the app does when the member comes back to the tab: it asks for new notifications at once. */
async function returnToTab(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
}

test("a private publication's full text is requested, sent from the notification and downloaded", async ({
  browser,
  request,
}) => {
  const ada = await createMember(request, "Lise Meitner");
  const charles = await createMember(request, "Charles Babbage");
  const adaProfile = await request.get("/user/profile/create-profile/", { headers: bearer(ada) });
  const adaProfileId: number = (await adaProfile.json()).data.id;

  // Charles follows Ada: her bell counts one unread notification.
  const follow = await request.post("/user/follow-unfollow/follow/", {
    headers: bearer(charles),
    data: { id: adaProfileId },
  });
  expect(follow.ok()).toBe(true);
  const adaPage = await signedInPage(browser, ada);
  await expect(adaPage.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();

  // Ada publishes privately.
  await adaPage.goto("/upload-research?type=article");
  const fileChooser = adaPage.waitForEvent("filechooser");
  await adaPage.getByRole("button", { name: "Select and upload file" }).click();
  const pdf = testFile("sketch.pdf");
  await (await fileChooser).setFiles(pdf);
  await adaPage.getByRole("radio", { name: "Private", exact: true }).check();
  await adaPage.getByRole("checkbox").check();
  await adaPage.getByRole("button", { name: "Upload" }).click();
  await adaPage.getByLabel("Title").fill(TITLE);
  await adaPage.getByRole("button", { name: "Publish" }).click();
  await expect(adaPage.getByRole("heading", { name: "You successfully added your article" })).toBeVisible();

  // Charles opens it from his feed: no document, a Request full text button.
  const charlesPage = await signedInPage(browser, charles);
  await charlesPage.getByRole("article", { name: TITLE }).getByRole("link", { name: TITLE }).click();
  await expect(charlesPage.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(charlesPage.locator("iframe")).toHaveCount(0);
  await charlesPage.getByRole("button", { name: "Request full text" }).click();
  await charlesPage.getByLabel("Message to the authors (optional)").fill("For my notes on the engine.");
  await charlesPage.getByRole("button", { name: "Send request" }).click();
  await expect(charlesPage.getByText("Your request has been sent to the authors.")).toBeVisible();

  // Ada's bell shows the request beside the follow, without a reload; she sends the file from it.
  await returnToTab(adaPage);
  const adaBell = adaPage.getByRole("button", { name: "Notifications, 2 unread" });
  await expect(adaBell).toBeVisible();
  await adaBell.click();
  const requestNote = adaPage.getByRole("article").filter({ hasText: "asked for the full text" });
  await expect(requestNote).toContainText(`Charles Babbage asked for the full text of “${TITLE}”.`);
  await expect(requestNote).toContainText("For my notes on the engine.");
  await requestNote.getByRole("button", { name: "Send file" }).click();
  await expect(adaPage.getByText("The full text has been sent.")).toBeVisible();
  await expect(requestNote).toContainText("You sent the file.");

  // Charles is told, and saves the file.
  await returnToTab(charlesPage);
  // Ada's publication (Charles follows her) and her answer.
  const charlesBell = charlesPage.getByRole("button", { name: "Notifications, 2 unread" });
  await charlesBell.click();
  const answer = charlesPage.getByRole("article").filter({ hasText: "sent you the full text" });
  await expect(answer).toContainText(`Lise Meitner sent you the full text of “${TITLE}”.`);
  const download = charlesPage.waitForEvent("download");
  await answer.getByRole("button", { name: "Download full text" }).click();
  const saved = await download;
  // The file is saved under the name it was uploaded with, not one made from the title.
  expect(saved.suggestedFilename()).toBe("sketch.pdf");
  expect((await readFile(await saved.path())).equals(pdf.buffer)).toBe(true);
});
