// Finding research: a phrase from inside a PDF finds it through the navigation box, a hashtag link searches for
// the tag, and the home page's Following feed shows the members followed, suggesting whom to follow when empty.
import { expect, test } from "@playwright/test";
import { textPdf } from "@scholarly/server/test/pdf-files";
import { bearer, createMember, signedInPage } from "./members";

const TITLE = "Diffraction patterns of hydrated fibres";
const INSIDE = "helical lattice spacing";

test("a phrase from a PDF's second page finds it, a hashtag searches, and Following shows whom one follows", async ({
  browser,
  request,
}) => {
  const rosalind = await createMember(request, "Rosalind Franklin", {
    institution: "King's College",
    research_areas: "X-ray",
  });
  const maurice = await createMember(request, "Maurice Wilkins", {
    institution: "King's College",
    research_areas: "DNA",
  });
  const aaron = await createMember(request, "Aaron Klug", { institution: "Birkbeck", research_areas: "Viruses" });
  const pdf = await textPdf(["Methods and materials.", `Photograph 51 shows a ${INSIDE} of 3.4 angstroms.`]);
  const published = await request.post("/user/publication/publication/", {
    headers: bearer(rosalind),
    multipart: {
      title: TITLE,
      author: "Rosalind Franklin",
      publication_type: "article",
      abstract: "Fibre photographs. #crystallography",
      upload_document: { name: "fibres.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(published.ok()).toBe(true);
  const { data: publication } = await published.json();
  // Aaron follows Rosalind, so she is the most-followed member Maurice could follow.
  const rosalindProfile = await request.get("/user/profile/create-profile/", { headers: bearer(rosalind) });
  const { data: profile } = await rosalindProfile.json();
  const follow = await request.post("/user/follow-unfollow/follow/", {
    headers: bearer(aaron),
    data: { id: profile.id },
  });
  expect(follow.ok()).toBe(true);

  // The document's text is read in the background; search finds it once indexed.
  await expect
    .poll(async () => {
      const answer = await request.get(`/user/search/?q=${encodeURIComponent(`"${INSIDE}"`)}`, {
        headers: bearer(maurice),
      });
      return (await answer.json()).count;
    })
    .toBe(1);

  // Maurice types the phrase into the navigation box and opens the full results with Enter.
  const page = await signedInPage(browser, maurice);
  const box = page.getByRole("combobox", { name: "Search research and people" });
  await box.fill(`"${INSIDE}"`);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
  const results = page.getByRole("list", { name: "Research found" });
  await expect(results.getByText("Matched in document:")).toBeVisible();
  await expect(results.locator("mark").first()).toHaveText("helical");
  await results.getByRole("link", { name: TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${publication.id}\\?type=publication$`));
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();

  // The hashtag on the post is a link to a search for it.
  await page.getByRole("link", { name: "#crystallography" }).click();
  await expect(page).toHaveURL(/\/search\?q=%23crystallography$/);
  await expect(page.getByRole("list", { name: "Research found" }).getByRole("link", { name: TITLE })).toBeVisible();

  // Following nobody yet, his Following feed suggests Rosalind; he follows her and sees her publication.
  await page.goto("/home");
  await page.getByRole("tab", { name: "Following" }).click();
  await expect(page).toHaveURL(/\/home\?feed=following$/);
  const suggestions = page.getByRole("list", { name: "Who to follow" });
  await suggestions.getByRole("button", { name: "Follow Rosalind Franklin" }).click();
  await expect(page.getByRole("article", { name: TITLE })).toBeVisible();
  await page.getByRole("tab", { name: "Everyone" }).click();
  await expect(page).toHaveURL(/\/home$/);
});
