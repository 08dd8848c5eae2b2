// The fediverse group of the settings page (issue 22): the member's handle is shown and copied, and turning
// federation off is saved (the API and WebFinger behind it are tested in server/src/federation).
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yProblems } from "./a11y";
import { bearer, createMember, signIn } from "./members";

test("the settings page shows the fediverse handle, copies it, and turns federation off", async ({
  browser,
  request,
}) => {
  const ada = await createMember(request, "Ada Fediverse");
  const answer = await request.get("/user/federation/", { headers: bearer(ada) });
  expect(answer.ok()).toBe(true);
  const { handle } = (await answer.json()) as { handle: string };
  expect(handle).toMatch(/^ada_fediverse\d*@/);

  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await signIn(page, ada);
  await page.goto("/settings");
  const group = page.getByRole("group", { name: "On the fediverse" });
  await expect(group.getByText(`@${handle}`, { exact: true })).toBeVisible();
  await expect(group.getByText("0 followers on other servers.")).toBeVisible();
  await expectNoSeriousA11yProblems(page);

  await group.getByRole("button", { name: "Copy handle" }).click();
  await expect(page.getByText("Handle copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`@${handle}`);

  const federating = group.getByRole("checkbox", { name: /People on the fediverse can follow me/ });
  await expect(federating).toBeChecked();
  // The switch shows its new state once the change is under way (not within the click), so: click, then expect.
  await federating.click();
  await expect(federating).not.toBeChecked();
  await expect(page.getByText("Your fediverse settings are saved.")).toBeVisible();
  await expect(group.getByRole("checkbox", { name: "I approve each new follower there" })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole("group", { name: "On the fediverse" }).getByRole("checkbox").first()).not.toBeChecked();
  const stored = await request.get("/user/federation/", { headers: bearer(ada) });
  expect(((await stored.json()) as { enabled: boolean }).enabled).toBe(false);
  await context.close();
});

test("the settings page changes the fediverse handle's name once, then keeps it", async ({ page, request }) => {
  const grace = await createMember(request, "Grace Handle");
  await signIn(page, grace);
  await page.goto("/settings");
  const group = page.getByRole("group", { name: "On the fediverse" });
  const field = group.getByRole("textbox", { name: "Your handle's name" });
  await expect(field).toHaveValue(/^grace_handle\d*$/);

  const slug = `grace_${Date.now().toString(36)}`;
  await field.fill(slug);
  await group.getByRole("button", { name: "Save handle" }).click();
  await expect(page.getByText("Your handle is changed.")).toBeVisible();
  await expect(group.getByText(new RegExp(`^@${slug}@`))).toBeVisible();
  await expect(field).toBeDisabled();
  await expect(group.getByText("You have changed it once already; it stays as it is.")).toBeVisible();
  await expectNoSeriousA11yProblems(page);
});
