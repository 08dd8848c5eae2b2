// The own profile page end to end: a member fills the portfolio and media tabs, another member sees the result.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { type TestFile, testFile } from "@scholarly/server/test/file-fixtures";
import { bearer, createMember, signedInPage } from "./members";

const OXFORD = { institution: "Somerville College", research_areas: "Crystallography" };

async function save(dialog: Locator) {
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

async function addPortfolioItem(page: Page, noun: string, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole("button", { name: `Add ${noun}` }).click();
  const dialog = page.getByRole("dialog", { name: `Add ${noun}` });
  await fill(dialog);
  await save(dialog);
}

async function confirmDelete(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
}

async function fillPortfolio(page: Page) {
  await page.getByLabel("Upload CV (PDF)").setInputFiles(testFile("cv.pdf"));
  await expect(page.getByRole("link", { name: "View CV" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove" })).toBeVisible();

  await addPortfolioItem(page, "Education", async (dialog) => {
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("This field is required")).toHaveCount(2);
    await dialog.getByLabel("School").fill("University of Oxford");
    await dialog.getByLabel("Degree").fill("B.Sc.");
    await dialog.getByLabel("Start month").selectOption("October");
    await dialog.getByLabel("Start year").selectOption("2012");
    await dialog.getByLabel("Skills").fill("  X-ray diffraction ");
    await dialog.getByRole("button", { name: "Add skill" }).click();
    await dialog.getByLabel("Description").fill("Chemistry");
    await expect(dialog.getByText("9/500")).toBeVisible();
  });
  await expect(page.getByRole("heading", { name: "University of Oxford" })).toBeVisible();
  await expect(page.getByText("X-ray diffraction", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Edit University of Oxford" }).click();
  const editEducation = page.getByRole("dialog", { name: "Edit Education" });
  await editEducation.getByLabel("Degree").fill("Ph.D.");
  await save(editEducation);
  await expect(page.getByText(/Ph\.D\./).first()).toBeVisible();

  await expect(page.getByText("No internships added yet.")).toBeVisible();
  await addPortfolioItem(page, "Internship", async (dialog) => {
    await dialog.getByLabel("Title").fill("Research intern");
    await dialog.getByLabel("Company").fill("Royal Institution");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Required")).toHaveCount(2);
    await dialog.getByLabel("I am currently working in this role").check();
    await expect(dialog.getByLabel("End month")).toBeHidden();
    await dialog.getByLabel("Start month").selectOption("June");
    await dialog.getByLabel("Start year").selectOption("2015");
    await dialog.getByLabel("Skills (comma-separated)").fill("Crystals, , Insulin ");
  });
  await expect(page.getByText("June 2015 – Present")).toBeVisible();

  for (const title of ["Lecturer", "Tutor"])
    await addPortfolioItem(page, "Experience", async (dialog) => {
      await dialog.getByLabel("Title").fill(title);
      await dialog.getByLabel("Employment type").selectOption("Full-time");
      await dialog.getByLabel("Company").fill("Somerville College");
      await dialog.getByLabel("Start month").selectOption("January");
      await dialog.getByLabel("Location type").selectOption("Onsite");
    });
  await page.getByRole("button", { name: "Delete Tutor" }).click();
  await confirmDelete(page, "Delete Experience");
  await expect(page.getByRole("heading", { name: "Tutor" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Lecturer" })).toBeVisible();

  await addPortfolioItem(page, "Project", async (dialog) => {
    await dialog.getByLabel("Project name").fill("Structure of penicillin");
    await dialog.getByLabel("Skills").fill("Modelling");
    await dialog.getByLabel("Skills").press("Enter");
  });
  await expect(page.getByRole("heading", { name: "Structure of penicillin" })).toBeVisible();
}

const mediaCaption = (page: Page, text: string) =>
  page.locator(".media-card__description").getByText(text, { exact: true });

async function uploadMedia(page: Page, noun: "Image" | "Video", file: TestFile) {
  for (const description of [`First ${noun}`, `Second ${noun}`]) {
    await page.getByLabel(`${noun} file`).setInputFiles(file);
    await page.getByRole("tabpanel").getByLabel("Description").first().fill(description);
    await page.getByRole("button", { name: `Upload ${noun.toLowerCase()}` }).click();
    await expect(page.getByText(`${noun} uploaded successfully`).last()).toBeVisible();
    await expect(mediaCaption(page, description)).toBeVisible();
  }
  await page.getByRole("button", { name: `Edit First ${noun}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${noun}` });
  await edit.getByLabel("Description").fill(`Kept ${noun}`);
  await save(edit);
  await expect(mediaCaption(page, `Kept ${noun}`)).toBeVisible();
  await page.getByRole("button", { name: `Delete Second ${noun}` }).click();
  await confirmDelete(page, `Delete ${noun}`);
  await expect(mediaCaption(page, `Second ${noun}`)).toBeHidden();
}

async function addSnippets(page: Page) {
  for (const title of ["Fourier synthesis", "Scratch"]) {
    await page.getByRole("button", { name: "Add code" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Code" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Tech").fill("Python");
    await dialog.getByLabel("Description").fill('def density(): return "map"');
    await dialog.getByLabel("File").setInputFiles({
      name: "density.py",
      mimeType: "text/x-python",
      buffer: Buffer.from("print('density')\n"),
    });
    await save(dialog);
  }
  // The description reads as text; the file's first lines are the highlighted code.
  await expect(page.getByText('def density(): return "map"').first()).toBeVisible();
  await expect(page.locator(".code-preview .hljs-string", { hasText: "'density'" }).first()).toBeVisible();

  await page.getByRole("button", { name: "Edit Fourier synthesis" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Code" });
  await edit.getByLabel("Tech").fill("JavaScript");
  await save(edit);
  await expect(page.getByText("JavaScript", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Edit Scratch" }).click();
  const remove = page.getByRole("dialog", { name: "Edit Code" });
  await remove.getByRole("button", { name: "Delete" }).click();
  await remove.getByRole("button", { name: "Confirm delete" }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole("heading", { name: "Scratch" })).toBeHidden();
}

test("a member builds a portfolio and media on the profile page, and another member sees them", async ({
  browser,
  request,
}) => {
  const dorothy = await createMember(request, "Dorothy Hodgkin", OXFORD);
  const rosalind = await createMember(request, "Rosalind Franklin", OXFORD);

  const published = await request.post("/user/publication/publication/", {
    headers: bearer(dorothy),
    multipart: {
      title: "The structure of vitamin B12",
      author: "Dorothy Hodgkin",
      publication_date: "1956-08-15",
      publication_type: "article",
      upload_document: testFile("b12.pdf"),
    },
  });
  expect(published.ok()).toBe(true);

  const page = await signedInPage(browser, dorothy, "/profile-view?tab=publications");
  await expect(page.getByRole("heading", { name: "1. The structure of vitamin B12" })).toBeVisible();
  await expect(page.getByText("August 1956")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Document" })).toBeVisible();
  await page.getByRole("button", { name: "Open preview" }).click();
  const preview = page.getByRole("dialog", { name: "Preview of The structure of vitamin B12" });
  await expect(preview.locator("iframe")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();

  await page.getByRole("tab", { name: "Portfolio" }).click();
  await expect(page).toHaveURL(/tab=portfolio/);
  await expect(page.getByRole("heading", { name: "Dorothy Hodgkin", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Portfolio" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("button", { name: "✎ Edit profile" }).click();
  await page.getByRole("button", { name: "Edit profile", exact: true }).click();
  const profileDialog = page.getByRole("dialog", { name: "Edit profile" });
  await profileDialog.getByRole("button", { name: "Save" }).click();
  await expect(profileDialog.getByText("Please select a degree")).toBeVisible();
  await profileDialog.getByLabel("Degree").selectOption("Ph.D.");
  await profileDialog.getByLabel("Primary affiliation").fill("University of Oxford");
  await profileDialog.getByLabel("Current activity").fill("Protein crystallography");
  await save(profileDialog);
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(page.locator(".profile-header").getByText("Protein crystallography")).toBeVisible();

  await fillPortfolio(page);

  await page.getByRole("tab", { name: "Gallery" }).click();
  await expect(page).toHaveURL(/tab=gallery/);
  await uploadMedia(page, "Image", testFile("crystal.gif"));

  await page.getByRole("tab", { name: "Gallery" }).press("ArrowRight");
  await expect(page).toHaveURL(/tab=videos/);
  await expect(page.getByRole("tab", { name: "Videos" })).toBeFocused();
  await uploadMedia(page, "Video", testFile("lecture.mp4"));

  await page.getByRole("tab", { name: "Code" }).click();
  await addSnippets(page);

  await page.goto("/portfolio");
  await expect(page.getByText("Personal Portfolio(CV)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lecturer" })).toBeVisible();

  // Rosalind sees what Dorothy kept.
  const own = await request.get("/user/profile/create-profile/", { headers: bearer(dorothy) });
  const profileId = (await own.json()).data.id as number;
  const publicView = await request.get(`/user/profile/all-profiles/?id=${profileId}`, { headers: bearer(rosalind) });
  const shown = (await publicView.json()).data;
  expect(shown.gallery_images.map((image: { description: string }) => image.description)).toEqual(["Kept Image"]);
  expect(shown.videos.map((video: { description: string }) => video.description)).toEqual(["Kept Video"]);
  expect(shown.user_codes.map((snippet: { title: string }) => snippet.title)).toEqual(["Fourier synthesis"]);
  expect(shown.education[0].degree).toBe("Ph.D.");

  const viewer = await signedInPage(browser, rosalind, `/user-profile/${profileId}?tab=portfolio`);
  await expect(viewer.getByText("Research intern")).toBeVisible();
  await expect(viewer.getByText("Structure of penicillin")).toBeVisible();
  await expect(viewer.getByText("University of Oxford").first()).toBeVisible();
  await viewer.getByRole("tab", { name: "Gallery" }).click();
  await expect(viewer.getByText("Kept Image")).toBeVisible();
  await expect(viewer.getByText("Second Image")).toBeHidden();
  await expect(viewer.getByLabel("Image file")).toHaveCount(0);
  await viewer.getByRole("tab", { name: "Videos" }).click();
  await expect(viewer.getByText("Kept Video")).toBeVisible();
  await viewer.getByRole("tab", { name: "Code" }).click();
  await expect(viewer.getByText("Fourier synthesis")).toBeVisible();
  await expect(viewer.getByText("Scratch")).toBeHidden();
  await expect(viewer.getByRole("tabpanel").getByRole("button", { name: /Add|Upload|Edit|Delete/ })).toHaveCount(0);
});
