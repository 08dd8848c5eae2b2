import { parseFeed } from "@rowanmanning/feed-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { publicationForm } from "../../test/forms.js";
import { readCitations } from "../../test/read-citations.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let published: { id: number };
let owner: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://scholarly.example.org" });
  owner = await buildMember(t, { name: "Ada Lovelace" });
  const coauthor = await buildMember(t, { name: "Charles Babbage" });
  const authors = [
    { name: "Ada Lovelace", orcid: "0000-0002-1825-0097", profile_id: owner.profile.id },
    { name: "Luigi Menabrea" },
    { name: "", profile_id: coauthor.profile.id },
  ];
  const response = await t.app.inject({
    method: "POST",
    url: "/user/publication/publication/",
    headers: owner.headers,
    payload: publicationForm({
      title: "Sketch of the Analytical Engine",
      author: "",
      authors: JSON.stringify(authors),
      publication_date: "1843-09-01",
      publication_type: "article",
      journal: "Scientific Memoirs",
      volume: "3",
      issue: "29",
      pages: "666-731",
      publisher: "Richard and John E. Taylor",
      keywords: JSON.stringify(["engines", "notes"]),
      license: "CC-BY-4.0",
    }),
  });
  published = response.json().data;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("citations of a publication with an author list and citation fields", () => {
  it("name every author in order (no ORCID iD, which the CSL schema lacks) and carry journal, volume, issue, pages and publisher", async () => {
    const [item] = await readCitations((await get(`/user/publication/cite/?id=${published.id}&format=csl-json`)).body);
    expect(item?.author).toEqual([
      { given: "Ada", family: "Lovelace" },
      { given: "Luigi", family: "Menabrea" },
      { given: "Charles", family: "Babbage" },
    ]);
    expect(item).toMatchObject({
      "container-title": "Scientific Memoirs",
      volume: "3",
      issue: "29",
      page: "666-731",
      publisher: "Richard and John E. Taylor",
    });
  });

  it("read back from BibTeX with the journal and every author", async () => {
    const [item] = await readCitations((await get(`/user/publication/cite/?id=${published.id}&format=bibtex`)).body);
    expect(item?.author?.map((name) => name.family)).toEqual(["Lovelace", "Menabrea", "Babbage"]);
    expect(item?.["container-title"]).toBe("Scientific Memoirs");
  });

  it("format the APA reference with all three authors and the journal", async () => {
    const apa = (await get(`/user/publication/cite/?id=${published.id}&format=apa`)).body;
    expect(apa).toContain("Lovelace, A., Menabrea, L., & Babbage, C. (1843)");
    expect(apa).toContain("Scientific Memoirs");
  });

  it("show in the co-author's export as well as the owner's once the co-author confirms", async () => {
    const coauthor = await t.db
      .selectFrom("profiles")
      .select(["id", "user_id"])
      .where("name", "=", "Charles Babbage")
      .executeTakeFirstOrThrow();
    const coauthorId = coauthor.id;
    await t.app.inject({
      method: "POST",
      url: "/user/publication/authorship/",
      headers: await t.authHeader(coauthor.user_id),
      payload: { id: published.id, action: "confirm" },
    });
    const exported = await readCitations(
      (await get(`/user/publication/export/?user=${coauthorId}&format=bibtex`)).body,
    );
    expect(exported.map((item) => item.title)).toContain("Sketch of the Analytical Engine");
  });

  it("harvest as Dublin Core with one creator per author and the journal as source", async () => {
    const identifier = `oai:scholarly.example.org:publication/${published.id}`;
    const xml = (await get(`/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}`)).body;
    const creators = [...xml.matchAll(/<dc:creator>([^<]*)<\/dc:creator>/g)].map((match) => match[1]);
    expect(creators).toEqual(["Lovelace, Ada", "Menabrea, Luigi", "Babbage, Charles"]);
    expect(xml).toContain("<dc:source>Scientific Memoirs</dc:source>");
    expect(xml).toContain("<dc:rights>https://creativecommons.org/licenses/by/4.0/</dc:rights>");
  });

  it("list every author in the Atom feed, the ORCID iD as the author's URI", async () => {
    const feed = parseFeed((await get(`/feeds/${owner.profile.id}.atom`)).body);
    const entry = feed.items.find((item) => item.title === "Sketch of the Analytical Engine");
    expect(entry?.authors.map((author) => author.name)).toEqual(["Ada Lovelace", "Luigi Menabrea", "Charles Babbage"]);
    expect(entry?.authors[0]?.url).toBe("https://orcid.org/0000-0002-1825-0097");
  });
});
