import { PORTFOLIO_SECTION_LIMIT } from "@scholarly/contract";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { formOf } from "../test/forms.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const METRICS_TOKEN = "metrics-token-for-cv-tests-0123456789";
const CV = "/user/portfolio/generated-cv/";
/** Generous for a busy 2-core machine; a CV laid out on the request thread held it for seconds. */
const RESPONSIVE_MS = 1_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildMember>>;

/** A member whose every portfolio section is full, each entry with a long description, and 40 publications. */
async function fullPortfolio(): Promise<Member> {
  const member = await buildMember(t, { name: "Ines Full-Record" });
  const user_id = member.user.id;
  const description = "Measured façade weathering across seasons and wrote it up. ".repeat(8).trim();
  const entries = Array.from({ length: PORTFOLIO_SECTION_LIMIT }, (_, index) => index + 1);
  await t.db
    .insertInto("education")
    .values(entries.map((n) => ({ user_id, school: `School ${n}`, degree: "MSc", description })))
    .execute();
  await t.db
    .insertInto("experiences")
    .values(entries.map((n) => ({ user_id, title: `Role ${n}`, company: "Stonelab", description })))
    .execute();
  await t.db
    .insertInto("internships")
    .values(
      entries.map((n) => ({
        user_id,
        title: `Intern ${n}`,
        company: "Weatherworks",
        start_month: "June",
        start_year: 2016,
        description,
      })),
    )
    .execute();
  await t.db
    .insertInto("projects")
    .values(entries.map((n) => ({ user_id, project_name: `Project ${n}`, description })))
    .execute();
  for (let n = 1; n <= 40; n++) {
    await buildPublication(t, { user_id, title: `Weathering study ${n}`, author: "Ines Full-Record" });
  }
  return member;
}

const download = (member: Member) =>
  t.app.inject({ method: "GET", url: `${CV}?id=${member.profile.id}&style=vancouver` });

async function renders(): Promise<number> {
  const response = await t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const series = 'scholarly_cache_lookups_total{cache="generatedCvs",result="miss"} ';
  const line = response.body.split("\n").find((candidate) => candidate.startsWith(series));
  return line === undefined ? 0 : Number(line.slice(series.length));
}

async function textOf(pdf: Buffer): Promise<string> {
  return (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
}

describe("a full CV generated", () => {
  let member: Member;
  beforeAll(async () => {
    member = await fullPortfolio();
  }, 120_000);

  it("is laid out off the request thread: /health/live answers at once meanwhile", async () => {
    let rendering = true;
    const generated = download(member).finally(() => {
      rendering = false;
    });
    const waits: number[] = [];
    while (rendering) {
      const asked = performance.now();
      const live = await t.app.inject({ method: "GET", url: "/health/live" });
      expect(live.statusCode).toBe(200);
      waits.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const response = await generated;
    expect(response.statusCode).toBe(200);
    expect(waits.length).toBeGreaterThan(1);
    expect(Math.max(...waits)).toBeLessThan(RESPONSIVE_MS);
    const text = await textOf(response.rawPayload);
    expect(text).toContain(`Role ${PORTFOLIO_SECTION_LIMIT}`);
    expect(text).toContain("40. Full-Record I.");
  });

  it("is made once for repeated downloads, and made anew after the portfolio changes", async () => {
    const first = await download(member);
    const before = await renders();

    const again = await download(member);
    expect(again.statusCode).toBe(200);
    expect(await renders()).toBe(before);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const [role] = await t.db.selectFrom("experiences").select("id").where("user_id", "=", member.user.id).execute();
    const edited = await t.app.inject({
      method: "PATCH",
      url: "/user/portfolio/experience/",
      headers: member.headers,
      payload: formOf({ id: String(role?.id), title: "Head of weathering" }),
    });
    expect(edited.statusCode).toBe(200);

    const afterEdit = await download(member);
    expect(await renders()).toBe(before + 1);
    expect(await textOf(afterEdit.rawPayload)).toContain("Head of weathering");
  });

  it("is made anew after the profile changes", async () => {
    await download(member);
    const before = await renders();

    const updated = await t.app.inject({
      method: "PATCH",
      url: "/user/profile/create-profile/",
      headers: member.headers,
      payload: formOf({ bio: "Now studying bridges." }),
    });
    expect(updated.statusCode).toBe(200);

    const afterEdit = await download(member);
    expect(await renders()).toBe(before + 1);
    expect(await textOf(afterEdit.rawPayload)).toContain("Now studying bridges.");
  });
});
