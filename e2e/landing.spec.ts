// A publication's landing page: a crawler without JavaScript reads the server's plain page in #root, and a
// reader's browser has the app take it over (createRoot, no hydration) without #root ever going blank or
// showing the app's loading screen in between.
import { expect, test } from "@playwright/test";
import { publish } from "./content";
import { createMember } from "./members";

test("the server's plain page is replaced by the app without a blank or loading frame", async ({
  browser,
  request,
}) => {
  const ada = await createMember(request, "Ada Landing");
  const { id } = await publish(request, ada, {
    title: "Sketch of the Analytical Engine",
    abstract: "Notes by the translator on the engine's programme.",
  });
  const path = `/post/${id}?type=publication`;

  // What a crawler reads: the page in the HTML itself.
  const html = await (await request.get(path)).text();
  expect(html).toContain('<div id="root"><main class="landing">');
  expect(html).toContain("<h1>Sketch of the Analytical Engine</h1>");

  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // Every state #root goes through once the HTML is parsed, before the app's script runs.
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { rootFrames: string[] }).rootFrames = frames;
    const record = () => {
      const root = document.getElementById("root");
      if (!root) frames.push("no root");
      else if (root.querySelector(".landing")) frames.push("server page");
      else if (!root.hasChildNodes()) frames.push("blank");
      else if (root.querySelector(".loading")) frames.push("loading screen");
      else frames.push("app");
    };
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      record();
      new MutationObserver(record).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.goto(path);

  await expect(page.getByRole("heading", { name: "Sketch of the Analytical Engine", level: 1 })).toBeVisible();
  await expect(page.getByText("Sign up", { exact: true })).toBeVisible();
  await expect(page.locator("#root .landing")).toHaveCount(0);
  const frames = await page.evaluate(() => (window as unknown as { rootFrames: string[] }).rootFrames);
  expect(frames[0]).toBe("server page");
  expect(frames).not.toContain("blank");
  expect(frames).not.toContain("loading screen");
  expect(problems.filter((text) => /hydrat|did not match|createRoot/i.test(text))).toEqual([]);
  await context.close();
});
