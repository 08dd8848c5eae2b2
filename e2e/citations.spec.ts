// Cite, import and be found: a DOI pasted into the publish flow fills the form from the recorded Crossref
// answer, a member co-author is added and confirms, the co-author finds the work on their profile, the APA citation is
// copied, and the publication's page reads without signing in.
import { expect, test } from "@playwright/test";
import { testFile } from "@scholarly/server/test/file-fixtures";
import { expectNoSeriousA11yProblems } from "./a11y";
import { bearer, createMember, signedInPage, signIn } from "./members";

const DOI = "10.5555/analytical.2019.001";
const TITLE = "Notes on the Analytical Engine";

test("a pasted DOI becomes a co-authored, citable publication with a public page", async ({ browser, request }) => {
  const emmy = await createMember(request, "Emmy Noether");
  const coauthorName = `Charles Babbage ${Date.now().toString(36)}`;
  const charles = await createMember(request, coauthorName);
  const charlesProfile = await request.get("/user/profile/create-profile/", { headers: bearer(charles) });
  const charlesProfileId = (await charlesProfile.json()).data.id as number;

  // Emmy starts an upload and, on the form, pastes the DOI instead of typing.
  const page = await signedInPage(browser, emmy, "/upload-research?type=article");
  const fileChooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Select and upload file" }).click();
  await (await fileChooser).setFiles(testFile("engine.pdf"));
  await page.getByRole("radio", { name: "Public", exact: true }).check();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/publish\/article$/);

  await page.getByLabel("Paste a DOI, an arXiv id, BibTeX, RIS or CSL-JSON").fill(`https://doi.org/${DOI}`);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const drafts = page.getByRole("list", { name: "Imported drafts" });
  await expect(drafts.getByText(TITLE)).toBeVisible();
  await drafts.getByRole("button", { name: "Use this" }).click();
  await expect(page.getByLabel("Title")).toHaveValue(TITLE);
  await expect(page.getByLabel("DOI (optional)")).toHaveValue(DOI);
  await expect(page.getByLabel("Journal, conference or book")).toHaveValue("Journal of Computing History");
  // Crossref gives only the year: the form keeps it a year, not 1 January.
  await expect(page.getByLabel("Date known to")).toHaveValue("year");
  await expect(page.getByLabel("Publication date")).toHaveValue("2019");
  // The recorded Crossref record names Ada Lovelace, not Emmy: she is asked which author she is, and only shares it.
  await expect(page.getByLabel("Author 1")).toHaveValue("Ada Lovelace");
  const whichAuthor = page.getByRole("group", { name: "Which of these authors are you?" });
  await whichAuthor.getByRole("radio", { name: "none — I'm sharing it" }).check();

  // Charles, a member, joins as co-author from the suggestions.
  await page.getByLabel("Add author").fill(coauthorName);
  await page
    .getByRole("listbox", { name: "Members" })
    .getByRole("option", { name: new RegExp(coauthorName) })
    .click();
  await expect(page.getByRole("textbox", { name: /^Author \d+$/ }).last()).toHaveValue(coauthorName);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("heading", { name: "You successfully added your article" })).toBeVisible();

  // Charles is asked to confirm; once he does, he sees the work among the publications on his public profile.
  const charlesPage = await signedInPage(browser, charles, "/notifications");
  await charlesPage.getByRole("button", { name: "Confirm", exact: true }).first().click();
  await expect(charlesPage.getByText("You confirmed you are an author.").first()).toBeVisible();
  await charlesPage.goto(`/user-profile/${charlesProfileId}`);
  const work = charlesPage.getByRole("link", { name: TITLE });
  await expect(work).toBeVisible();
  await work.click();
  await expect(charlesPage).toHaveURL(/\/post\/\d+\?type=publication$/);
  const postPath = new URL(charlesPage.url()).pathname + new URL(charlesPage.url()).search;

  // Cite: the APA reference is shown and copied.
  await charlesPage.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await charlesPage.getByRole("button", { name: "Cite" }).click();
  const dialog = charlesPage.getByRole("dialog", { name: "Cite this publication" });
  await expect(dialog.getByLabel("Citation style")).toHaveValue("apa");
  await expect(dialog.getByText(/Lovelace, A\..*\(2019\)\. Notes on the Analytical Engine/)).toBeVisible();
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await charlesPage.evaluate(() => navigator.clipboard.readText())).toContain("Notes on the Analytical Engine");
  await expect(dialog.getByRole("link", { name: "BibTeX" })).toHaveAttribute("href", /format=bibtex&download=1/);

  // Signed out, the publication's page still reads, with an invitation to join instead of member actions.
  const visitor = await browser.newPage();
  await visitor.goto(postPath);
  await expect(visitor.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Sign up" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: coauthorName })).toBeVisible();
  const html = await (await request.get(postPath)).text();
  expect(html).toContain(`<meta name="citation_doi" content="${DOI}" />`);
  await visitor.goto(`/user-profile/${charlesProfileId}`);
  await expect(visitor.getByRole("link", { name: "Sign up to follow" })).toBeVisible();
});

const TWO_ENTRIES = `@article{kovalevskaya1875,
  title = {On the theory of partial differential equations},
  author = {Kovalevskaya, Sofia},
  journal = {Journal f{\\"u}r die reine und angewandte Mathematik},
  year = {1875}
}
@article{kovalevskaya1888,
  title = {On the rotation of a solid body about a fixed point},
  author = {Kovalevskaya, Sofia},
  journal = {Acta Mathematica},
  year = {1888}
}`;

test("pasted BibTeX with two entries is published at once, each with its own file", async ({ page, request }) => {
  const sofia = await createMember(request, `Sofia Kovalevskaya ${Date.now().toString(36)}`);
  await signIn(page, sofia);
  await page.goto("/publish/article");
  await page.getByLabel("Paste a DOI, an arXiv id, BibTeX, RIS or CSL-JSON").fill(TWO_ENTRIES);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const drafts = page.getByRole("list", { name: "Imported drafts" });
  const titles = [
    "On the theory of partial differential equations",
    "On the rotation of a solid body about a fixed point",
  ];
  for (const title of titles) await drafts.getByLabel(`File for ${title}`).setInputFiles(testFile("engine.pdf"));
  await expectNoSeriousA11yProblems(page);

  await page.getByRole("button", { name: "Publish all (2)" }).click();
  await expect(drafts.getByRole("link", { name: "View publication" })).toHaveCount(2);
  await drafts.getByRole("link", { name: "View publication" }).last().click();
  await expect(page.getByRole("heading", { name: titles[1] })).toBeVisible();
  await expect(page.getByText("Acta Mathematica")).toBeVisible();
  // BibTeX gave only the year, and the post shows only the year.
  await expect(page.locator('time[datetime="1888"]')).toHaveText("1888");

  const own = await request.get("/user/publication/publication/", { headers: bearer(sofia) });
  const listed = ((await own.json()).results as { title: string }[]).map((publication) => publication.title);
  expect(listed.sort()).toEqual([...titles].sort());
});
