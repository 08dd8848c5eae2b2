import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { publicationForm } from "../test/forms.js";
import { notificationArrives } from "../test/notifications.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PATH = "/user/publication/publication/";
type Member = Awaited<ReturnType<typeof buildMember>>;

describe("the authors of a publication", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const publish = (member: Member, fields: Record<string, string>) =>
    t.app.inject({ method: "POST", url: PATH, headers: member.headers, payload: publicationForm(fields) });
  const edit = (member: Member, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return t.app.inject({ method: "PATCH", url: PATH, headers: member.headers, payload: form });
  };
  const listOf = async (member: Member) =>
    (await t.app.inject({ method: "GET", url: PATH, headers: member.headers })).json().results;

  it("keeps the ordered list sent, names a member co-author as text until they confirm, and answers the names joined as author", async () => {
    const owner = await buildMember(t, { name: "Ada Lovelace" });
    const coauthor = await buildMember(t, { name: "Charles Babbage" });
    const authors = [
      { name: "Mary Somerville", orcid: "https://orcid.org/0000-0002-1825-0097" },
      { name: "", profile_id: coauthor.profile.id },
      { name: "Ada Lovelace", profile_id: owner.profile.id },
    ];
    const response = await publish(owner, { author: "", authors: JSON.stringify(authors) });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      author: "Mary Somerville, Charles Babbage, Ada Lovelace",
      authors: [
        { name: "Mary Somerville", orcid: "0000-0002-1825-0097", profile_id: null },
        { name: "Charles Babbage", orcid: null, profile_id: null },
        { name: "Ada Lovelace", orcid: null, profile_id: owner.profile.id },
      ],
    });
  });

  it("keeps a list that leaves the publishing member out as sent: they shared the work", async () => {
    const owner = await buildMember(t, { name: "Grace Hopper" });
    const response = await publish(owner, { authors: JSON.stringify([{ name: "Howard Aiken" }]) });
    expect(response.json().data.authors).toEqual([{ name: "Howard Aiken", orcid: null, profile_id: null }]);
    expect(response.json().data.author).toBe("Howard Aiken");
    expect(response.json().data.shared_by).toEqual({ id: owner.profile.id, name: "Grace Hopper" });
  });

  it("still accepts the spec's author string, returning it as sent and linking the member's own name", async () => {
    const owner = await buildMember(t, { name: "Ada Lovelace" });
    const response = await publish(owner, { author: "Ada Lovelace, Charles Babbage" });
    expect(response.json().data).toMatchObject({
      author: "Ada Lovelace, Charles Babbage",
      authors: [
        { name: "Ada Lovelace", profile_id: owner.profile.id },
        { name: "Charles Babbage", profile_id: null },
      ],
    });
  });

  it("tells a named co-author, and shows the work in their own list and public profile once they confirm", async () => {
    const owner = await buildMember(t, { name: "Ada Lovelace" });
    const coauthor = await buildMember(t, { name: "Charles Babbage" });
    const authors = JSON.stringify([
      { name: "Ada Lovelace" },
      { name: "Charles Babbage", profile_id: coauthor.profile.id },
    ]);
    const published = (await publish(owner, { title: "Sketch of the engine", authors })).json().data;
    const confirm = { id: published.id, action: "confirm" };
    await t.app.inject({
      method: "POST",
      url: "/user/publication/authorship/",
      headers: coauthor.headers,
      payload: confirm,
    });

    const listed = await listOf(coauthor);
    expect(listed.map((item: { id: number }) => item.id)).toContain(published.id);
    expect(listed.find((item: { id: number }) => item.id === published.id).user_profile.id).toBe(owner.profile.id);
    const profile = await t.app.inject({
      method: "GET",
      url: `/user/profile/all-profiles/?id=${coauthor.profile.id}`,
      headers: owner.headers,
    });
    expect(profile.json().data.publications.map((item: { id: number }) => item.id)).toContain(published.id);

    const notification = await notificationArrives(t, coauthor.headers, "coauthor", published.id);
    expect(notification.text).toBe("Ada Lovelace added you as a co-author of “Sketch of the engine”.");
  });

  it("lets only the publishing member edit a co-authored work: the co-author gets 404", async () => {
    const owner = await buildMember(t);
    const coauthor = await buildMember(t);
    const authors = JSON.stringify([{ name: "", profile_id: coauthor.profile.id }]);
    const published = (await publish(owner, { authors })).json().data;
    const response = await edit(coauthor, { id: String(published.id), title: "Taken over" });
    expect(response.statusCode).toBe(404);
  });

  it("replaces the list on edit and tells only the members it adds", async () => {
    const owner = await buildMember(t, { name: "Ada Lovelace" });
    const [first, added] = [await buildMember(t), await buildMember(t, { name: "Later Member" })];
    const published = (
      await publish(owner, { authors: JSON.stringify([{ name: "", profile_id: first.profile.id }]) })
    ).json().data;
    const authors = [
      { name: "", profile_id: added.profile.id },
      { name: "", profile_id: first.profile.id },
      { name: "Ada Lovelace", profile_id: owner.profile.id },
    ];
    const response = await edit(owner, { id: String(published.id), authors: JSON.stringify(authors) });
    expect(response.statusCode).toBe(200);
    // Members who have not confirmed are answered as plain text; the links wait for them.
    expect(response.json().data.authors.map((author: { profile_id: number }) => author.profile_id)).toEqual([
      null,
      null,
      owner.profile.id,
    ]);
    const named = await t.db
      .selectFrom("publication_authors")
      .select("profile_id")
      .where("publication_id", "=", published.id)
      .orderBy("position")
      .execute();
    expect(named.map((author) => author.profile_id)).toEqual([added.profile.id, first.profile.id, owner.profile.id]);
    expect(response.json().data.author.startsWith("Later Member, ")).toBe(true);
    await notificationArrives(t, added.headers, "coauthor", published.id);
  });

  it.each([
    ["not JSON", "[{name:", "authors must be a JSON array of {name, orcid?, profile_id?}."],
    ["not a list", '{"name":"Ada"}', "authors must be a JSON array of {name, orcid?, profile_id?}."],
    ["a nameless author", '[{"name":""}]', "Each author needs a name."],
    ["a bad ORCID iD", '[{"name":"Ada","orcid":"0000-0002-1825-0098"}]', "That ORCID iD is not valid."],
    ["an unknown member", '[{"name":"Ada","profile_id":2147483000}]', "An author's profile_id names no member."],
  ])("refuses %s with 400 and a clear message", async (_case, authors, message) => {
    const owner = await buildMember(t);
    const response = await publish(owner, { authors });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("refuses a member listed twice", async () => {
    const owner = await buildMember(t);
    const coauthor = await buildMember(t);
    const twice = { name: "", profile_id: coauthor.profile.id };
    const response = await publish(owner, { authors: JSON.stringify([twice, twice]) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("A member is listed as an author twice.");
  });
});
