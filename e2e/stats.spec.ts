// Stats: another member reads Grace's publication; Grace sees the read on her Stats tab, as a chart and a count.
import { expect, test } from "@playwright/test";
import { testFile } from "@scholarly/server/test/file-fixtures";
import { bearer, createMember, signedInPage } from "./members";

const TITLE = "A compiler for mathematical formulas";

test("a member's publication read by another member shows on the author's Stats tab", async ({ browser, request }) => {
  const grace = await createMember(request, "Grace Hopper", { institution: "Yale", research_areas: "Compilers" });
  const jean = await createMember(request, "Jean Sammet", { institution: "IBM", research_areas: "Languages" });
  const published = await request.post("/user/publication/publication/", {
    headers: bearer(grace),
    multipart: {
      title: TITLE,
      author: "Grace Hopper",
      publication_type: "article",
      upload_document: testFile("a0.pdf"),
    },
  });
  expect(published.ok()).toBe(true);
  const { data: publication } = await published.json();

  // Jean opens the publication: her read shows in its stats, under the post.
  const jeanPage = await signedInPage(browser, jean, `/post/${publication.id}?type=publication`);
  await expect(jeanPage.getByRole("heading", { name: TITLE })).toBeVisible();
  const postStats = jeanPage.getByRole("region", { name: "Reads and downloads" });
  await expect(postStats.getByText(/^1 read and \d+ downloads? in the last 30 days\.$/)).toBeVisible();
  await expect(postStats.locator("canvas").first()).toBeVisible();
  // The post's header shows the same figure as its stats.
  await expect(jeanPage.getByRole("main").getByText("1 read", { exact: true })).toBeVisible();

  // Grace opens her Stats tab: the totals, the 12-month chart with its summary, and her most-read work.
  const page = await signedInPage(browser, grace, "/profile-view");
  await page.getByRole("tab", { name: "Stats" }).click();
  await expect(page).toHaveURL(/tab=stats/);
  const stats = page.getByRole("tabpanel");
  await expect(stats.getByText("Reads", { exact: true })).toBeVisible();
  await expect(stats.locator("dd").first()).toHaveText("1");
  const chart = stats.getByRole("figure", { name: "Reads and downloads, last 12 months" });
  await expect(chart.locator("canvas").first()).toBeVisible();
  await expect(chart.getByText(/^In the last 12 months: 1 read and \d+ downloads?\. Most reads in /)).toBeVisible();
  await expect(
    stats.getByRole("listitem").filter({ hasText: "1 read" }).getByRole("link", { name: TITLE }),
  ).toBeVisible();

  // Her own views did not count.
  await page.goto(`/post/${publication.id}?type=publication`);
  await expect(page.getByRole("region", { name: "Reads and downloads" }).getByText(/^1 read and /)).toBeVisible();

  // The CV made from her profile downloads as a PDF.
  await page.goto("/profile-view");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CV (PDF)" }).click();
  expect((await download).suggestedFilename()).toBe("grace-hopper-cv.pdf");
});
