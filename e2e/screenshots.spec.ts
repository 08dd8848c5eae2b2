// Screenshots of the home feed, a post page and the own profile at a desktop's and a phone's size, to judge the
// product by eye. Not a test: it runs only when asked, e.g. `SCREENSHOTS=after npx playwright test screenshots.spec.ts`,
// and writes docs/screenshots/<SCREENSHOTS>/<page>-<size>.png.
import path from "node:path";
import { test } from "@playwright/test";
import { postCode, postImage, postVideo, publish } from "./content";
import { createMember, signIn } from "./members";

const folder = process.env.SCREENSHOTS;
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

test.skip(!folder, "Screenshots are taken on request only: set SCREENSHOTS to before or after.");

test("home feed, post page and own profile at both sizes", async ({ browser, request }) => {
  const ada = await createMember(request, "Ada Lovelace", {
    institution: "University of London",
    research_areas: "Mathematics",
  });
  await postCode(request, ada, "Fourier synthesis");
  await postVideo(request, ada, "A short talk on the engine's mill and store. #talks");
  await postImage(request, ada, "The difference engine, first diagram. #engines");
  for (const [index, title] of ["On the Bernoulli numbers", "Notes on the Analytical Engine"].entries()) {
    await publish(request, ada, {
      title,
      author: "Ada Lovelace, Charles Babbage",
      doi: `10.1000/engine.${index}`,
      publication_date: "1843-09-01",
      abstract:
        "The engine might act upon other things besides number, were objects found whose mutual fundamental relations could be expressed by those of the abstract science of operations. #computing #history",
    });
  }
  const newest = await publish(request, ada, { title: "Sketch of the Analytical Engine", author: "Ada Lovelace" });
  // Thumbnails are made by a background job; give it a moment so the pictures show what a reader sees.
  await new Promise((resolve) => setTimeout(resolve, 3000));

  for (const [size, viewport] of Object.entries(SIZES)) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    await signIn(page, ada);
    const shots = { home: "/home", post: `/post/${newest.id}?type=publication`, profile: "/profile-view" };
    for (const [name, address] of Object.entries(shots)) {
      await page.goto(address);
      await page.waitForLoadState("networkidle");
      await page.screenshot({
        path: path.join(import.meta.dirname, "..", "docs", "screenshots", folder as string, `${name}-${size}.png`),
      });
    }
    await page.close();
  }
});
