import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { htmlElements, htmlPage } from "../../test/html-page.js";
import { buildPublication } from "../../test/publication-factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const ORIGIN = "https://scholarly.example.org";
const SITE_BLURB = "Scholarly: publish research, follow researchers and read what your field is sharing.";
const APP_HTML = `<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="${SITE_BLURB}" /><title>Scholarly</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "scholarly-web-"));
  await writeFile(path.join(webDist, "index.html"), APP_HTML);
  t = await createTestApp({ PUBLIC_URL: ORIGIN, WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

type Element = DefaultTreeAdapterMap["element"];

/** The HTML inside #root, as a browser parses it. */
function rootOf(html: string): string {
  const find = (node: DefaultTreeAdapterMap["node"]): Element | undefined => {
    if ("attrs" in node && node.attrs.some((attribute) => attribute.name === "id" && attribute.value === "root")) {
      return node;
    }
    const children = "childNodes" in node ? node.childNodes : [];
    for (const child of children) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const location = find(parse(html, { sourceCodeLocationInfo: true }))?.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) throw new Error("no #root");
  return html.slice(location.startTag.endOffset, location.endTag.startOffset);
}

async function page(url: string) {
  const response = await t.app.inject({ method: "GET", url });
  const root = rootOf(response.body);
  return { response, root, inRoot: htmlElements(root), ...htmlPage(response.body) };
}

/** Authors as a work lists them once each member named has confirmed it. */
async function linkAuthors(publicationId: number, authors: { name: string; profile_id: number | null }[]) {
  await t.db
    .insertInto("publication_authors")
    .values(
      authors.map((author, position) => ({
        publication_id: publicationId,
        position,
        orcid: null,
        status: "confirmed" as const,
        ...author,
      })),
    )
    .execute();
}

describe("the page a crawler without JavaScript reads in a publication's #root", () => {
  it("shows the title, the authors linked to their pages, the date, venue, abstract, DOI and public PDF", async () => {
    const owner = await buildMember(t, { name: "Ada Lovelace" });
    const publication = await buildPublication(t, {
      user_id: owner.user.id,
      title: "Sketch of the Analytical Engine",
      publication_date: "1843-09-01",
      journal: "Scientific Memoirs",
      doi: "10.1000/sketch",
      abstract: "Notes by the translator.\n\nA second paragraph.",
      upload_document: "documents/sketch.pdf",
    });
    await linkAuthors(publication.id, [
      { name: "Ada Lovelace", profile_id: owner.profile.id },
      { name: "Luigi Menabrea", profile_id: null },
    ]);
    const { inRoot } = await page(`/post/${publication.id}?type=publication`);
    const text = (tag: string) => inRoot.filter((element) => element.tag === tag).map((element) => element.text);
    const links = inRoot.filter((element) => element.tag === "a").map((a) => [a.text, a.attributes.href]);
    expect(text("h1")).toEqual(["Sketch of the Analytical Engine"]);
    expect(text("time")).toEqual(["1843-09-01"]);
    expect(text("cite")).toEqual(["Scientific Memoirs"]);
    expect(text("p")).toEqual(
      expect.arrayContaining(["Ada Lovelace, Luigi Menabrea", "Notes by the translator.", "A second paragraph."]),
    );
    expect(links).toEqual([
      ["Ada Lovelace", `/user-profile/${owner.profile.id}`],
      ["10.1000/sketch", "https://doi.org/10.1000/sketch"],
      ["Full text (PDF)", `${ORIGIN}/media/documents/sketch.pdf`],
    ]);
  });

  it("links no PDF of a private document", async () => {
    const owner = await buildMember(t);
    const publication = await buildPublication(t, {
      user_id: owner.user.id,
      upload_mode: "private",
      upload_document: "documents/secret.pdf",
    });
    const { root } = await page(`/post/${publication.id}?type=publication`);
    expect(root).toContain("What we found.");
    expect(root).not.toContain("secret.pdf");
  });

  it("escapes every value: hostile text reads back as written and adds no element", async () => {
    const owner = await buildMember(t);
    const hostile = `</div><script>alert(1)</script><img src=x onerror=alert(1)> & "quotes" $& $' $1`;
    const publication = await buildPublication(t, {
      user_id: owner.user.id,
      title: hostile,
      journal: hostile,
      abstract: hostile,
      doi: `10.1000/"><b>x</b>`,
    });
    await linkAuthors(publication.id, [{ name: hostile, profile_id: owner.profile.id }]);
    const { inRoot, has, titles } = await page(`/post/${publication.id}?type=publication`);
    expect(titles).toEqual([`${hostile} | Scholarly`]);
    expect(inRoot.find((element) => element.tag === "h1")?.text).toBe(hostile);
    expect(inRoot.find((element) => element.tag === "cite")?.text).toBe(hostile);
    expect(inRoot.filter((element) => element.tag === "a").map((a) => a.text)).toContain(hostile);
    expect(has("img")).toEqual([]);
    expect(has("b")).toEqual([]);
    expect(has("script", (attributes) => attributes.type !== "application/ld+json")).toHaveLength(1);
    expect(has("div", (attributes) => attributes.id === "root")).toHaveLength(1);
  });
});

describe("the description and picture of a landing page", () => {
  it("has exactly one description, the abstract's start, in place of the site's blurb", async () => {
    const owner = await buildMember(t);
    const abstract = `We measure engines. ${"Every cycle is counted. ".repeat(30)}`;
    const publication = await buildPublication(t, { user_id: owner.user.id, abstract });
    const { metas } = await page(`/post/${publication.id}?type=publication`);
    const [description] = metas("description");
    expect(metas("description")).toHaveLength(1);
    expect(description?.startsWith("We measure engines. Every cycle is counted.")).toBe(true);
    expect(description?.length).toBeLessThanOrEqual(301);
  });

  it("shows a raster picture, not the SVG logo, when a publication has no thumbnail", async () => {
    const owner = await buildMember(t);
    const publication = await buildPublication(t, { user_id: owner.user.id });
    const { meta } = await page(`/post/${publication.id}?type=publication`);
    expect(meta("og:image")).toBe(`${ORIGIN}/social-card.png`);
  });

  it.each(["/post/abc?type=publication", "/post/12abc", "/post/?type=publication", "/user-profile/abc"])(
    "answers %s, which names no record, with the app and status 404",
    async (url) => {
      const { response, root } = await page(url);
      expect(response.statusCode).toBe(404);
      expect(root).toBe("");
    },
  );
});

describe("the page a crawler without JavaScript reads in a member's #root", () => {
  it("shows the name, affiliation, bio and works, each work linked, and one description", async () => {
    const member = await buildMember(t, { name: "Grace <Hopper>" });
    await t.db
      .updateTable("profiles")
      .set({ institution: "Yale & Harvard", bio: "Compilers." })
      .where("id", "=", member.profile.id)
      .execute();
    const work = await buildPublication(t, {
      user_id: member.user.id,
      title: "A-0 System",
      publication_date: "1952-05-01",
    });
    const { inRoot, metas } = await page(`/user-profile/${member.profile.id}`);
    const text = (tag: string) => inRoot.filter((element) => element.tag === tag).map((element) => element.text);
    expect(text("h1")).toEqual(["Grace <Hopper>"]);
    expect(text("p")).toEqual(["Yale & Harvard", "Compilers."]);
    expect(text("li")).toEqual(["A-0 System (1952)"]);
    expect(inRoot.find((element) => element.tag === "a")?.attributes.href).toBe(`/post/${work.id}?type=publication`);
    expect(metas("description")).toEqual(["Compilers."]);
  });
});
