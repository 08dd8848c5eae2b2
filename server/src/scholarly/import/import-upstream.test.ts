import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { type FakeSources, sourceFixture, startFakeSources } from "../../test/fake-sources.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const IMPORT = "/user/publication/import/";

let t: TestApp;
let sources: FakeSources;
let member: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  sources = await startFakeSources();
  t = await createTestApp(sources.env());
  member = await buildMember(t);
});
afterAll(async () => {
  await t.close();
  await sources.close();
});

const importText = (text: string) =>
  t.app.inject({ method: "POST", url: IMPORT, headers: member.headers, payload: { text } });

/** The recorded Crossref work, registered under another DOI. */
function crossrefAnswers(doi: string) {
  const work = JSON.parse(sourceFixture("crossref-work.json"));
  work.message = { ...work.message, DOI: doi, URL: `https://doi.org/${doi}` };
  sources.answer(`/crossref/works/${doi}`, { body: JSON.stringify(work) });
}

describe("importing a DOI that would lead out of the service", () => {
  it.each([
    "10.1234/../../../admin?x=1#y",
    "https://doi.org/10.1234/%2e%2e/%2E%2E/admin",
    "10.1234/%2e%2e/admin",
    "10.1234/./works",
  ])("answers 400 for %s without asking anyone", async (pasted) => {
    const before = sources.seen("/").length;
    const response = await importText(pasted);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("That DOI is not valid: no part of it between slashes may be . or ..");
    expect(sources.seen("/")).toHaveLength(before);
  });

  it("asks for each part of the DOI escaped, inside the service's path", async () => {
    crossrefAnswers("10.5555/a?b#c");
    const response = await importText("10.5555/a?b#c");
    expect(response.statusCode).toBe(200);
    expect(sources.seen("/crossref/works/10.5555/a?b#c")).toHaveLength(1);
  });
});

describe("importing from a service that redirects", () => {
  let elsewhere: FakeSources;
  beforeAll(async () => {
    elsewhere = await startFakeSources();
  });
  afterAll(() => elsewhere.close());

  it("follows a redirect within the service's host", async () => {
    crossrefAnswers("10.5555/moved.2");
    sources.answer("/crossref/works/10.5555/moved.1", {
      status: 301,
      location: "/crossref/works/10.5555/moved.2",
    });
    const response = await importText("10.5555/moved.1");
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].doi).toBe("10.5555/moved.2");
  });

  it("answers 502 for a redirect to another host, without asking it", async () => {
    elsewhere.answer("/internal", { body: sourceFixture("crossref-work.json") });
    sources.answer("/crossref/works/10.5555/away.1", { status: 302, location: `${elsewhere.origin}/internal` });
    const response = await importText("10.5555/away.1");
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe("Could not reach Crossref. Try again later.");
    expect(elsewhere.seen("/")).toHaveLength(0);
  });

  it("answers 502 after three redirects", async () => {
    crossrefAnswers("10.5555/hop.4");
    for (const hop of [0, 1, 2, 3]) {
      sources.answer(`/crossref/works/10.5555/hop.${hop}`, {
        status: 302,
        location: `/crossref/works/10.5555/hop.${hop + 1}`,
      });
    }
    expect((await importText("10.5555/hop.1")).statusCode).toBe(200);
    expect((await importText("10.5555/hop.0")).statusCode).toBe(502);
  });
});
