import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fullTextEndpoints, UPLOAD_MODES, type UploadMode } from "@scholarly/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, buildMember } from "../test/factories.js";
import { pdfBytes } from "../test/file-fixtures.js";
import { publicationForm } from "../test/forms.js";
import { notificationArrives } from "../test/notifications.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";

// The one document-access rule, asked of every endpoint and page that hands out a publication's file or
// thumbnail, for each upload mode and each of the six viewers: the member who posted the work, a co-author who
// confirmed, a reader the authors sent the full text to, another member, an anonymous visitor and a crawler.

const HOST = "scholarly.example.org";
const ORIGIN = `https://${HOST}`;
const UPLOAD = "/user/publication/publication/";
const APP_HTML = `<!doctype html><html><head><title>Scholarly</title></head><body><div id="root"></div></body></html>`;
const CRAWLER_USER_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Member = Awaited<ReturnType<typeof buildMember>>;
type ViewerName = "owner" | "coauthor" | "requester" | "member" | "anonymous" | "crawler";
const VIEWERS: readonly ViewerName[] = ["owner", "coauthor", "requester", "member", "anonymous", "crawler"];

/**
 * What a viewer is handed, by stored file: `public` and `private` are the work's document (its only one, or the
 * public and the private version of a `both`), `signed` marks a short-lived signed link (a bare private one
 * would be a leak), `thumbnail` its
 * picture, `sent` the link the authors sent a requester.
 */
type Handed = "public" | "public signed" | "private" | "private signed" | "thumbnail" | "sent";

/** Everything anyone may have of a work in each mode: cards, search hits, profiles, landing pages, harvests. */
const ANYONE: Record<UploadMode, Handed[]> = {
  public: ["public", "thumbnail"],
  private: [],
  both: ["public", "thumbnail"],
  none: [],
};
/** What its authors have on top, in its detail and their own list of works. */
const AUTHORS: Record<UploadMode, Handed[]> = {
  public: [],
  private: ["public signed"],
  both: ["private signed"],
  none: [],
};
/** What a requester has on top once the authors sent the full text (a metadata-only work has none to send). */
const REQUESTER: Record<UploadMode, Handed[]> = { public: [], private: ["sent"], both: ["sent"], none: [] };

function expected(mode: UploadMode, viewer: ViewerName): Handed[] {
  const extra =
    viewer === "owner" || viewer === "coauthor" ? AUTHORS[mode] : viewer === "requester" ? REQUESTER[mode] : [];
  return [...ANYONE[mode], ...extra].sort();
}

let t: TestApp;
let webDist: string;
let people: Record<"owner" | "coauthor" | "requester" | "member", Member>;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "scholarly-web-"));
  await writeFile(path.join(webDist, "index.html"), APP_HTML);
  t = await createTestApp({ PUBLIC_URL: ORIGIN, WEB_DIST: webDist });
  people = {
    owner: await buildMember(t, { name: "Ada Lovelace" }),
    coauthor: await buildMember(t, { name: "Grace Hopper" }),
    requester: await buildMember(t, { name: "Charles Babbage" }),
    member: await buildMember(t, { name: "Mary Somerville" }),
  };
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const headersOf = (viewer: ViewerName): Record<string, string> =>
  viewer === "anonymous"
    ? { "user-agent": BROWSER_USER_AGENT }
    : viewer === "crawler"
      ? { "user-agent": CRAWLER_USER_AGENT }
      : people[viewer].headers;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const post = (member: Member, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: member.headers, payload });

interface Work {
  id: number;
  title: string;
  keys: { public: string | null; private: string | null; thumbnail: string | null };
  /** The full-text request the authors answered by sending it, if any. */
  sentRequest: number | null;
}

/** The owner publishes a work in `mode` naming the co-author, who confirms; the requester asks and is sent it. */
async function publishedWork(mode: UploadMode): Promise<Work> {
  const { owner, coauthor, requester } = people;
  const title = `Access ${mode} ${crypto.randomUUID().slice(0, 8)}`;
  const authors = JSON.stringify([
    { name: "", profile_id: owner.profile.id },
    { name: "", profile_id: coauthor.profile.id },
  ]);
  const form = publicationForm(
    { title, author: "", authors, upload_mode: mode },
    mode === "none" ? null : { bytes: pdfBytes(), name: "paper.pdf" },
  );
  if (mode === "both") form.append("private_document", new Blob([pdfBytes(2048)]), "final.pdf");
  const created = await t.app.inject({ method: "POST", url: UPLOAD, headers: owner.headers, payload: form });
  expect(created.statusCode).toBe(201);
  const id: number = created.json().data.id;
  const decided = await post(coauthor, "/user/publication/authorship/", { id, action: "confirm" });
  expect(decided.statusCode).toBe(200);
  let sentRequest: number | null = null;
  if (mode === "private" || mode === "both") {
    expect((await post(requester, "/user/publication/request-full-text/", { id })).statusCode).toBe(201);
    const request = await notificationArrives(t, owner.headers, "full_text_request", id);
    sentRequest = request.request_id as number;
    const answer = { id: sentRequest, decision: "send" };
    expect((await post(owner, "/user/publication/full-text-requests/answer/", answer)).statusCode).toBe(200);
    await notificationArrives(t, requester.headers, "full_text_answer", id);
  }
  const row = await t.db.selectFrom("publications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const pictured = ANYONE[mode].includes("thumbnail");
  const thumbnail = pictured
    ? await waitFor(`the thumbnail of the ${mode} work`, async () => {
        const made = await t.db
          .selectFrom("post_thumbnails")
          .select("small_key")
          .where("post_kind", "=", "publication")
          .where("post_id", "=", id)
          .executeTakeFirst();
        return made?.small_key;
      })
    : null;
  return { id, title, keys: { public: row.upload_document, private: row.private_document, thumbnail }, sentRequest };
}

/** What a URL hands out of the work, or undefined when it is none of the work's files. */
function classify(work: Work, url: string): Handed | undefined {
  const { pathname, searchParams } = new URL(url, ORIGIN);
  if (pathname === fullTextEndpoints.file.path) {
    return Number(searchParams.get("id")) === work.sentRequest ? "sent" : undefined;
  }
  const signed = searchParams.has("signature");
  if (pathname === `/media/${work.keys.thumbnail}`) return "thumbnail";
  if (pathname === `/media/${work.keys.public}`) return signed ? "public signed" : "public";
  if (pathname === `/media/${work.keys.private}`) return signed ? "private signed" : "private";
  return undefined;
}

/** Every URL-looking string in a JSON answer or a page. */
function urlsIn(text: string): string[] {
  return [
    ...text.matchAll(
      /(?:https:\/\/scholarly\.example\.org)?\/(?:media|user\/publication\/full-text-requests\/file)\/[^"'<>\s\\]*/g,
    ),
  ].map((match) => match[0].replaceAll("&amp;", "&"));
}

/** The answers of every endpoint and page that hands out the work's files, as this viewer gets them. */
async function surfaces(work: Work, viewer: ViewerName): Promise<Record<string, string[]>> {
  const headers = headersOf(viewer);
  const answered = async (url: string) => {
    const response = await get(url, headers);
    return response.statusCode === 200 ? response.body : "";
  };
  const ownerProfile = people.owner.profile.id;
  const word = encodeURIComponent(work.title.split(" ").at(-1) ?? "");
  const bodies: Record<string, string> = {
    detail: await answered(`/user/publication/home/?id=${work.id}&type=publication`),
    feed: await answered("/user/publication/home/?limit=50"),
    "feed by kind": await answered("/user/publication/search-data/?type=publication&limit=50"),
    search: await answered(`/user/search/?q=${word}`),
    "public profile": await answered(`/user/profile/all-profiles/?id=${ownerProfile}`),
    "own works": await answered(UPLOAD),
    "landing page": await answered(`/post/${work.id}?type=publication`),
    "OAI record": await answered(
      `/oai?verb=GetRecord&identifier=oai:${HOST}:publication/${work.id}&metadataPrefix=oai_dc`,
    ),
    notifications: await answered("/user/notifications/?limit=50"),
  };
  return Object.fromEntries(Object.entries(bodies).map(([surface, body]) => [surface, urlsIn(body)]));
}

describe("who is handed a publication's files", () => {
  describe.each(UPLOAD_MODES)("a %s work", (mode) => {
    let work: Work;
    beforeAll(async () => {
      work = await publishedWork(mode);
    }, 60_000);

    it.each(VIEWERS)("gives the %s exactly what the rule allows, on every page and endpoint", async (viewer) => {
      const found = await surfaces(work, viewer);
      const handed = new Set<Handed>();
      for (const urls of Object.values(found)) {
        for (const url of urls) {
          const kind = classify(work, url);
          if (kind) handed.add(kind);
        }
      }
      expect([...handed].sort()).toEqual(expected(mode, viewer));
      // Cards, search hits, profiles, landing pages and harvests are the same for everyone: never a signed link.
      for (const surface of ["feed", "feed by kind", "search", "public profile", "landing page", "OAI record"]) {
        const kinds = (found[surface] ?? []).map((url) => classify(work, url)).filter(Boolean);
        expect(
          kinds.every((kind) => ANYONE[mode].includes(kind as Handed)),
          surface,
        ).toBe(true);
      }
    });

    it.each(VIEWERS)(
      "serves the %s every file it hands them, and no private file by its bare address",
      async (viewer) => {
        const found = Object.values(await surfaces(work, viewer)).flat();
        for (const url of found.filter((candidate) => classify(work, candidate))) {
          const local = url.replace(ORIGIN, "");
          const served = await get(local, local.startsWith("/media/") ? {} : headersOf(viewer));
          expect(served.statusCode, local).toBe(200);
        }
        const privateKeys = mode === "private" ? [work.keys.public] : mode === "both" ? [work.keys.private] : [];
        for (const key of privateKeys) expect((await get(`/media/${key}`, headersOf(viewer))).statusCode).toBe(404);
      },
    );
  });

  it("refuses a co-author's full-text request: they may fetch it already", async () => {
    const work = await publishedWork("private");
    const asked = await post(people.coauthor, "/user/publication/request-full-text/", { id: work.id });
    expect(asked.statusCode).toBe(400);
  }, 60_000);
});
