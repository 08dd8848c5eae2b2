import jsonld from "jsonld";
import type { Insertable } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicationsTable } from "../db/tables.js";
import { buildMember } from "../test/factories.js";
import { FEDERATING_ENV, TEST_ORIGIN as ORIGIN } from "../test/federating-members.js";
import { offlineContexts } from "../test/offline-contexts.js";
import { buildCodeSnippet, buildGalleryImage, buildVideo } from "../test/post-factories.js";
import { buildPublication } from "../test/publication-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { OUTBOX_PAGE_SIZE } from "./outbox-collection.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(FEDERATING_ENV);
});
afterAll(() => t.close());

const ACTIVITY_JSON = "application/activity+json";
const AS = "https://www.w3.org/ns/activitystreams#";

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { host: "scholarly.test", ...headers } });
const getObject = (url: string) => get(url, { accept: ACTIVITY_JSON });

const turnFederationOff = (member: Awaited<ReturnType<typeof buildMember>>) =>
  t.app.inject({ method: "PATCH", url: "/user/federation/", headers: member.headers, payload: { enabled: false } });

async function expand(object: object) {
  const [node] = await jsonld.expand(object, { documentLoader: offlineContexts });
  if (!node) throw new Error("The object expanded to nothing.");
  return node;
}
const ids = (values: unknown) => (values as { "@id": string }[] | undefined)?.map((value) => value["@id"]);

async function publicationBy(
  member: Awaited<ReturnType<typeof buildMember>>,
  fields: Partial<Insertable<PublicationsTable>> = {},
) {
  return buildPublication(t, {
    user_id: member.user.id,
    title: "Radioactive <substances>",
    abstract: "We measured <b>rays</b> & more.",
    doi: "10.1000/curie.1903",
    upload_document: "document/thesis.pdf",
    ...fields,
  });
}

describe("a publication as an Article", () => {
  it("carries the title, abstract, authors, DOI, landing page, public PDF and addressing", async () => {
    const member = await buildMember(t, { name: "Marie Curie" });
    const coauthor = await buildMember(t, { name: "Pierre Curie" });
    const publication = await publicationBy(member);
    await t.db
      .insertInto("publication_authors")
      .values([
        {
          publication_id: publication.id,
          position: 0,
          name: "Marie Curie",
          orcid: null,
          profile_id: member.profile.id,
          status: "confirmed",
        },
        {
          publication_id: publication.id,
          position: 1,
          name: "Pierre Curie",
          orcid: null,
          profile_id: coauthor.profile.id,
          status: "confirmed",
        },
        {
          publication_id: publication.id,
          position: 2,
          name: "Gustave Bémont",
          orcid: null,
          profile_id: null,
          status: "confirmed",
        },
      ])
      .execute();

    const response = await getObject(`/ap/publications/${publication.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/activity\+json/);
    const article = response.json();
    const id = `${ORIGIN}/ap/publications/${publication.id}`;
    const owner = `${ORIGIN}/ap/users/${member.profile.id}`;
    expect(article).toMatchObject({
      id,
      type: "Article",
      name: "Radioactive <substances>",
      summary: "<p>We measured &lt;b&gt;rays&lt;/b&gt; &amp; more.</p>",
      attributedTo: [owner, `${ORIGIN}/ap/users/${coauthor.profile.id}`],
      to: "as:Public",
      cc: `${owner}/followers`,
      attachment: { type: "Document", mediaType: "application/pdf", url: `${ORIGIN}/media/document/thesis.pdf` },
    });
    expect(article.url).toEqual([
      { type: "Link", href: `${ORIGIN}/post/${publication.id}?type=publication`, mediaType: "text/html" },
      { type: "Link", href: "https://doi.org/10.1000/curie.1903", rel: "cite-as", name: "doi:10.1000/curie.1903" },
    ]);
    expect(article.content).toContain('DOI: <a href="https://doi.org/10.1000/curie.1903">10.1000/curie.1903</a>');
    expect(article.content).toContain("Gustave Bémont");
    expect(article.content).toContain(`<a href="${ORIGIN}/user-profile/${coauthor.profile.id}">Pierre Curie</a>`);
    expect(Date.parse(article.published)).toBe(publication.created_at.getTime());
  });

  it("expands as JSON-LD to an ActivityStreams Article with its name, summary, authors, url and attachment", async () => {
    const member = await buildMember(t, { name: "Lise Meitner" });
    const publication = await publicationBy(member);
    const expanded = await expand((await getObject(`/ap/publications/${publication.id}`)).json());
    expect(expanded["@type"]).toEqual([`${AS}Article`]);
    expect(expanded[`${AS}name`]).toEqual([{ "@value": "Radioactive <substances>" }]);
    expect(expanded[`${AS}summary`]).toEqual([{ "@value": "<p>We measured &lt;b&gt;rays&lt;/b&gt; &amp; more.</p>" }]);
    expect(ids(expanded[`${AS}attributedTo`])).toEqual([`${ORIGIN}/ap/users/${member.profile.id}`]);
    expect(ids(expanded[`${AS}to`])).toEqual([`${AS}Public`]);
    const urls = expanded[`${AS}url`] as Record<string, unknown>[];
    expect(urls.map((link) => ids(link[`${AS}href`])?.[0])).toEqual([
      `${ORIGIN}/post/${publication.id}?type=publication`,
      "https://doi.org/10.1000/curie.1903",
    ]);
    const [attachment] = expanded[`${AS}attachment`] as Record<string, unknown>[];
    expect(attachment?.["@type"]).toEqual([`${AS}Document`]);
    expect(attachment?.[`${AS}mediaType`]).toEqual([{ "@value": "application/pdf" }]);
    expect(ids(attachment?.[`${AS}url`])).toEqual([`${ORIGIN}/media/document/thesis.pdf`]);
    expect(expanded[`${AS}published`]).toHaveLength(1);
  });

  it("attaches no document to a metadata-only work, and never the private version of one with both", async () => {
    const member = await buildMember(t);
    const metadataOnly = await publicationBy(member, { upload_document: null, upload_mode: "none", doi: null });
    const both = await publicationBy(member, {
      upload_mode: "both",
      upload_document: "document/public.pdf",
      private_document: "document/secret.pdf",
      doi: null,
    });
    const bare = (await getObject(`/ap/publications/${metadataOnly.id}`)).json();
    expect(bare.attachment).toBeUndefined();
    expect(bare.url).toEqual({
      type: "Link",
      href: `${ORIGIN}/post/${metadataOnly.id}?type=publication`,
      mediaType: "text/html",
    });
    const shared = await getObject(`/ap/publications/${both.id}`);
    expect(shared.json().attachment.url).toBe(`${ORIGIN}/media/document/public.pdf`);
    expect(shared.body).not.toContain("secret");
  });

  it("answers 404 for a private publication, a member who turned federation off, and a work that is not there", async () => {
    const member = await buildMember(t);
    const hidden = await publicationBy(member, { upload_mode: "private", upload_document: "document/own.pdf" });
    const privateAnswer = await getObject(`/ap/publications/${hidden.id}`);
    expect(privateAnswer.statusCode).toBe(404);
    expect(privateAnswer.body).not.toContain("own.pdf");

    const leaving = await buildMember(t);
    const theirs = await publicationBy(leaving);
    await turnFederationOff(leaving);
    expect((await getObject(`/ap/publications/${theirs.id}`)).statusCode).toBe(404);

    for (const path of [
      "/ap/publications/999999",
      "/ap/publications/abc",
      "/ap/notes/publication/1",
      "/ap/notes/poem/1",
    ]) {
      expect((await getObject(path)).statusCode, path).toBe(404);
    }
  });
});

describe("code, images and videos as Notes", () => {
  it("an image is a Note with its description and the picture attached", async () => {
    const member = await buildMember(t, { name: "Rosalind Franklin" });
    const image = await buildGalleryImage(t, { userId: member.user.id });
    const response = await getObject(`/ap/notes/image/${image.id}`);
    expect(response.statusCode).toBe(200);
    const note = response.json();
    expect(note).toMatchObject({
      id: `${ORIGIN}/ap/notes/image/${image.id}`,
      type: "Note",
      content: "<p>A figure</p>",
      attributedTo: `${ORIGIN}/ap/users/${member.profile.id}`,
      to: "as:Public",
      cc: `${ORIGIN}/ap/users/${member.profile.id}/followers`,
      url: { href: `${ORIGIN}/post/${image.id}?type=image`, mediaType: "text/html" },
      attachment: { type: "Image", mediaType: "image/png", url: `${ORIGIN}/media/${image.image}`, name: "A figure" },
    });

    const expanded = await expand(note);
    expect(expanded["@type"]).toEqual([`${AS}Note`]);
    expect(expanded[`${AS}content`]).toEqual([{ "@value": "<p>A figure</p>" }]);
    expect(ids(expanded[`${AS}attributedTo`])).toEqual([`${ORIGIN}/ap/users/${member.profile.id}`]);
    const [attachment] = expanded[`${AS}attachment`] as Record<string, unknown>[];
    expect(attachment?.["@type"]).toEqual([`${AS}Image`]);
    expect(ids(attachment?.[`${AS}url`])).toEqual([`${ORIGIN}/media/${image.image}`]);
  });

  it("a video and a code snippet carry their file with its type", async () => {
    const member = await buildMember(t);
    const video = await buildVideo(t, { userId: member.user.id });
    const code = await buildCodeSnippet(t, { userId: member.user.id });
    expect((await getObject(`/ap/notes/video/${video.id}`)).json().attachment).toMatchObject({
      type: "Video",
      mediaType: "video/mp4",
    });
    const snippet = (await getObject(`/ap/notes/code/${code.id}`)).json();
    expect(snippet.attachment).toMatchObject({ type: "Document", mediaType: "text/plain", name: "Feed merger" });
    expect(snippet.content).toBe(
      '<p><strong>Feed merger</strong> (TypeScript)</p><p>Merges sorted lists</p><p><a href="https://example.org/merger.git">https://example.org/merger.git</a></p>',
    );
  });
});

describe("content negotiation on a post's page", () => {
  it("answers the object to ActivityStreams requests, with Vary: Accept", async () => {
    const member = await buildMember(t);
    const publication = await publicationBy(member);
    const image = await buildGalleryImage(t, { userId: member.user.id });
    for (const [page, id] of [
      [`/post/${publication.id}?type=publication`, `${ORIGIN}/ap/publications/${publication.id}`],
      [`/post/${publication.id}`, `${ORIGIN}/ap/publications/${publication.id}`],
      [`/post/${image.id}?type=image`, `${ORIGIN}/ap/notes/image/${image.id}`],
    ] as const) {
      const response = await get(page, {
        accept: 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
      });
      expect(response.statusCode, page).toBe(200);
      expect(response.headers.vary, page).toMatch(/Accept/);
      expect(response.json().id, page).toBe(id);
    }
  });

  it("leaves the page to the web app for a browser, and for a work the fediverse may not see", async () => {
    const member = await buildMember(t);
    const publication = await publicationBy(member);
    const html = await get(`/post/${publication.id}?type=publication`, { accept: "text/html" });
    expect(html.headers["content-type"]).not.toMatch(/activity\+json/);
    expect(html.headers.vary).toMatch(/Accept/);
    const hidden = await publicationBy(member, { upload_mode: "private" });
    const asked = await get(`/post/${hidden.id}?type=publication`, { accept: ACTIVITY_JSON });
    expect(asked.headers["content-type"]).not.toMatch(/activity\+json/);
  });
});

describe("the outbox", () => {
  it("lists the member's public works as Create activities, newest first, in pages, with their count", async () => {
    const member = await buildMember(t);
    const start = Date.parse("2026-01-01T00:00:00Z");
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const works: string[] = [];
    for (let minute = 0; minute < OUTBOX_PAGE_SIZE; minute++) {
      const publication = await publicationBy(member, { created_at: at(minute) });
      works.push(`${ORIGIN}/ap/publications/${publication.id}`);
    }
    const image = await buildGalleryImage(t, { userId: member.user.id, createdAt: at(OUTBOX_PAGE_SIZE) });
    works.push(`${ORIGIN}/ap/notes/image/${image.id}`);
    await publicationBy(member, { upload_mode: "private", created_at: at(OUTBOX_PAGE_SIZE + 1) });
    const someoneElse = await buildMember(t);
    await publicationBy(someoneElse);

    const outbox = await getObject(`/ap/users/${member.profile.id}/outbox`);
    expect(outbox.statusCode).toBe(200);
    const collection = outbox.json();
    expect(collection).toMatchObject({ type: "OrderedCollection", totalItems: OUTBOX_PAGE_SIZE + 1 });

    const listed: string[] = [];
    let next: string | undefined = collection.first;
    let pages = 0;
    while (next) {
      const page = (await getObject(next.replace(ORIGIN, ""))).json();
      expect(page.type).toBe("OrderedCollectionPage");
      for (const activity of page.orderedItems as {
        type: string;
        id: string;
        actor: string;
        object: { id: string };
      }[]) {
        expect(activity.type).toBe("Create");
        expect(activity.actor).toBe(`${ORIGIN}/ap/users/${member.profile.id}`);
        expect(activity.id).toBe(`${activity.object.id}#create`);
        listed.push(activity.object.id);
      }
      next = page.next;
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(listed).toEqual([...works].reverse());
  });

  it("answers 404 for a member who turned federation off and a cursor it never gave", async () => {
    const member = await buildMember(t);
    expect((await getObject(`/ap/users/${member.profile.id}/outbox?cursor=nonsense`)).statusCode).toBe(404);
    await turnFederationOff(member);
    expect((await getObject(`/ap/users/${member.profile.id}/outbox`)).statusCode).toBe(404);
  });
});
