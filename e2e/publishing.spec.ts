// Publishing and discovery: one member publishes a PDF, another finds it in the feed, reads it, follows and finds the author.
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { latestOtpFor } from "./outbox";

interface Member {
  access_token: string;
  refresh_token: string;
  user_id: number;
}

/** A small, valid one-page PDF with a correct cross-reference table, built in memory. */
function tinyPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Signs up, verifies the e-mail with the mailed code and creates a profile, all through the API. */
async function createMember(request: APIRequestContext, name: string): Promise<Member> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.org`;
  const password = "analytical-engine";
  const signup = await request.post("/user/signup/", { data: { email, password, conform_password: password } });
  expect(signup.ok()).toBe(true);
  const member = (await signup.json()) as Member;
  const headers = { Authorization: `Bearer ${member.access_token}` };
  const otp = await latestOtpFor(email);
  expect((await request.post("/user/verify-otp/", { headers, data: { email, otp } })).ok()).toBe(true);
  const profile = await request.post("/user/profile/create-profile/", {
    headers,
    multipart: { name, institution: "University of London", research_areas: "Mathematics", bio: `${name}'s bio.` },
  });
  expect(profile.ok()).toBe(true);
  return member;
}

/** Opens a page already signed in as the member, by storing the tokens where the app keeps them. */
async function signedInPage(browser: Browser, member: Member): Promise<Page> {
  const page = await browser.newPage();
  await page.goto("/about");
  await page.evaluate((tokens) => {
    localStorage.setItem("access_token", tokens.access_token);
    localStorage.setItem("refresh_token", tokens.refresh_token);
    localStorage.setItem("user_id", String(tokens.user_id));
  }, member);
  await page.goto("/home");
  return page;
}

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
  const pdf = tinyPdf();
  await (await fileChooser).setFiles({ name: "engine.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(adaPage.getByText("engine.pdf")).toBeVisible();
  await expect(adaPage.getByText(`${Math.round(pdf.length / 1024)} KB`)).toBeVisible();
  const upload = adaPage.getByRole("button", { name: "Upload" });
  await expect(upload).toBeDisabled();
  await adaPage.getByRole("radio", { name: "Public", exact: true }).check();
  await adaPage.getByRole("checkbox").check();
  await upload.click();

  await expect(adaPage).toHaveURL(/\/publish\/article$/);
  await expect(adaPage.getByText("engine.pdf")).toBeVisible();
  await expect(adaPage.getByLabel("Authors")).toHaveValue("Ada Lovelace");
  await adaPage.getByRole("button", { name: "Publish" }).click();
  await expect(adaPage.getByText("Title is required.").first()).toBeVisible();
  await adaPage.getByLabel("Title").fill(TITLE);
  await adaPage.getByLabel("Abstract").fill("The first published algorithm. #computing #history");
  await adaPage.getByRole("button", { name: "Publish" }).click();
  await expect(adaPage.getByRole("heading", { name: "You successfully added your article" })).toBeVisible();
  await expect(adaPage.getByRole("link", { name: "View article" })).toHaveAttribute("href", "/home");

  // Charles sees it first in his feed, also when filtered to publications.
  const page = await signedInPage(browser, charles);
  const firstCard = page.getByRole("article").first();
  await expect(firstCard.getByRole("heading", { name: TITLE })).toBeVisible();
  await page.getByLabel("Content filter").selectOption("publication");
  await page.getByRole("button", { name: "Apply Filter" }).click();
  await expect(page).toHaveURL(/\/home\?type=publication$/);
  const card = page.getByRole("article", { name: TITLE });
  await expect(card.getByText("0 reads")).toBeVisible();
  await expect(card.locator("iframe")).toHaveAttribute("title", `${TITLE} (PDF)`);

  // Opening the post counts a read.
  await card.getByRole("link", { name: TITLE }).click();
  await expect(page).toHaveURL(/\/post\/\d+\?type=publication$/);
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(page.getByText("1 read", { exact: true })).toBeVisible();
  await expect(page.locator(".hashtag", { hasText: "#computing" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();

  // He follows Ada from her card.
  const adaCard = page.getByRole("article", { name: TITLE });
  await adaCard.getByRole("button", { name: "Follow Ada Lovelace", exact: true }).click();
  await expect(page.getByText("Followed successfully")).toBeVisible();
  await expect(adaCard.getByRole("button", { name: "Unfollow Ada Lovelace", exact: true })).toBeVisible();

  // He finds her with a partial, lower-case name and opens her profile.
  await page.getByLabel("Search for people").fill("lovelac");
  await page.getByLabel("Search for people").press("Enter");
  const results = page.getByRole("list", { name: "People found" });
  await results.getByRole("link", { name: /Ada Lovelace/ }).click();
  await expect(page).toHaveURL(/\/user-profile\/\d+$/);
  await expect(page.getByRole("heading", { name: "Ada Lovelace", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Following Ada Lovelace" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Publications" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("link", { name: TITLE })).toBeVisible();
});
