import { parseFeed } from "@rowanmanning/feed-parser";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { publicationForm } from "../test/forms.js";
import { notificationArrives, notificationsOf } from "../test/notifications.js";
import { readOai } from "../test/oai-schema.js";
import { readCitations } from "../test/read-citations.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const HOST = "scholarly.example.org";
const AUTHORSHIP = "/user/publication/authorship/";
type Member = Awaited<ReturnType<typeof buildMember>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `https://${HOST}` });
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: "GET", url, headers });
const decide = (member: Member, id: number, action: string) =>
  t.app.inject({ method: "POST", url: AUTHORSHIP, headers: member.headers, payload: { id, action } });

/** `poster` publishes a work naming themselves and `named` by profile id. */
async function publishNaming(poster: Member, named: Member, title: string) {
  const authors = JSON.stringify([
    { name: "", profile_id: poster.profile.id },
    { name: "", profile_id: named.profile.id },
  ]);
  const response = await t.app.inject({
    method: "POST",
    url: "/user/publication/publication/",
    headers: poster.headers,
    payload: publicationForm({ title, author: "", authors }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number };
}

/** Where a member's works are listed, each read back with a client that is not ours where one exists. */
async function worksListed(member: Member) {
  const profile = (await get(`/user/profile/all-profiles/?id=${member.profile.id}`, member.headers)).json().data;
  const own = (await get("/user/publication/publication/", member.headers)).json().results;
  const exported = await readCitations((await get(`/user/publication/export/?user=${member.profile.id}`)).body);
  const atom = parseFeed((await get(`/feeds/${member.profile.id}.atom`)).body);
  const cvPdf = (await get(`/user/portfolio/generated-cv/?id=${member.profile.id}`)).rawPayload;
  const cv = (await extractText(await getDocumentProxy(new Uint8Array(cvPdf)), { mergePages: true })).text;
  const stats = (await get(`/user/profile/stats/?id=${member.profile.id}`)).json().data;
  return {
    profile: profile.publications.map((work: { title: string }) => work.title),
    own: own.map((work: { title: string }) => work.title),
    exported: exported.map((work) => work.title),
    atom: atom.items.map((item) => item.title),
    cv,
    publications: stats.publications,
  };
}

function expectListed(works: Awaited<ReturnType<typeof worksListed>>, title: string, listed: boolean) {
  const lists = [works.profile, works.own, works.exported, works.atom];
  for (const list of lists) expect(list.includes(title)).toBe(listed);
  expect(works.cv.includes(title)).toBe(listed);
  expect(works.publications).toBe(listed ? 1 : 0);
}

/** The work's own page: the named member's entry, and the authors of its OAI record. */
async function authorsOnTheWork(id: number) {
  const detail = (await get(`/user/publication/home/?id=${id}`)).json();
  const record = readOai(
    (await get(`/oai?verb=GetRecord&identifier=oai:${HOST}:publication/${id}&metadataPrefix=oai_dc`)).body,
  );
  const creators: string[] = [record.GetRecord.record[0].metadata["oai_dc:dc"]["dc:creator"]].flat();
  return { authors: detail.authors as { name: string; profile_id: number | null }[], creators };
}

describe("being named a co-author by another member", () => {
  it("lists the work nowhere of theirs while pending, shows their name as plain text, and asks them", async () => {
    const poster = await buildMember(t, { name: "Ada Lovelace" });
    const named = await buildMember(t, { name: "Charles Babbage" });
    const work = await publishNaming(poster, named, "Sketch of the engine");

    expectListed(await worksListed(named), "Sketch of the engine", false);
    const onTheWork = await authorsOnTheWork(work.id);
    expect(onTheWork.authors[1]).toEqual({ name: "Charles Babbage", orcid: null, profile_id: null });
    expect(onTheWork.creators).toContain("Babbage, Charles");

    const notification = await notificationArrives(t, named.headers, "coauthor", work.id);
    expect(notification).toMatchObject({
      post: { id: work.id, type: "publication", title: "Sketch of the engine" },
      authorship_status: "pending",
    });
    const listed = await get(AUTHORSHIP, named.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      results: [
        {
          publication: { id: work.id, title: "Sketch of the engine" },
          status: "pending",
          named_by: { id: poster.profile.id, name: "Ada Lovelace" },
        },
      ],
    });
  });

  it("lists the work everywhere once confirmed, and links their name on it", async () => {
    const poster = await buildMember(t, { name: "Ada Lovelace" });
    const named = await buildMember(t, { name: "Charles Babbage" });
    const work = await publishNaming(poster, named, "Notes on the engine");

    const confirmed = await decide(named, work.id, "confirm");
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: "You are now listed as an author of this work.", status: "confirmed" });

    expectListed(await worksListed(named), "Notes on the engine", true);
    expect((await authorsOnTheWork(work.id)).authors[1]?.profile_id).toBe(named.profile.id);
    expect((await get(AUTHORSHIP, named.headers)).json().results[0].status).toBe("confirmed");
    expect((await notificationArrives(t, named.headers, "coauthor", work.id)).authorship_status).toBe("confirmed");
  });

  it.each(["decline", "remove"])(
    "after %s, lists the work nowhere of theirs; the name stays as text",
    async (action) => {
      const poster = await buildMember(t, { name: "Ada Lovelace" });
      const named = await buildMember(t, { name: "Charles Babbage" });
      const title = `Work to ${action}`;
      const work = await publishNaming(poster, named, title);
      await notificationArrives(t, named.headers, "coauthor", work.id);
      if (action === "remove") {
        await decide(named, work.id, "confirm");
        expectListed(await worksListed(named), title, true);
      }

      const answer = await decide(named, work.id, action);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().status).toBe(action === "decline" ? "declined" : "removed");

      expectListed(await worksListed(named), title, false);
      const onTheWork = await authorsOnTheWork(work.id);
      expect(onTheWork.authors.map((author) => author.name)).toEqual(["Ada Lovelace", "Charles Babbage"]);
      expect(onTheWork.authors[1]?.profile_id).toBeNull();
      expect(onTheWork.creators).toContain("Babbage, Charles");
      expect((await get(AUTHORSHIP, named.headers)).json().results).toEqual([]);
      const notification = (await notificationsOf(t, named.headers)).find((n) => n.post?.id === work.id);
      expect(notification?.authorship_status).toBeUndefined();
      expect((await decide(named, work.id, "confirm")).statusCode).toBe(404);
    },
  );

  it("keeps a pending request open when the poster edits and sends the name back as text", async () => {
    const poster = await buildMember(t, { name: "Ada Lovelace" });
    const named = await buildMember(t, { name: "Charles Babbage" });
    const work = await publishNaming(poster, named, "Draft kept pending");
    const form = new FormData();
    form.append("id", String(work.id));
    form.append(
      "authors",
      JSON.stringify([{ name: "Ada Lovelace", profile_id: poster.profile.id }, { name: "Charles Babbage" }]),
    );
    const edited = await t.app.inject({
      method: "PATCH",
      url: "/user/publication/publication/",
      headers: poster.headers,
      payload: form,
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(AUTHORSHIP, named.headers)).json().results).toHaveLength(1);
    expect((await decide(named, work.id, "confirm")).statusCode).toBe(200);
  });

  it("answers 404 for a publication that does not name the member, 400 for an unknown action", async () => {
    const poster = await buildMember(t);
    const stranger = await buildMember(t);
    const named = await buildMember(t);
    const work = await publishNaming(poster, named, "Not the stranger's");
    const refused = await decide(stranger, work.id, "confirm");
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe("This publication does not name you as an author.");
    expect((await decide(stranger, 2147483000, "remove")).statusCode).toBe(404);
    const unknown = await decide(named, work.id, "accept");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe("action must be confirm, decline or remove.");
    expect((await t.app.inject({ method: "GET", url: AUTHORSHIP })).statusCode).toBe(401);
  });
});
