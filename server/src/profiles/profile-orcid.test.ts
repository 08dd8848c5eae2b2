import { parseFeed } from "@rowanmanning/feed-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember, buildUser } from "../test/factories.js";
import { formOf, publicationForm } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PROFILE = "/user/profile/create-profile/";
type Member = Awaited<ReturnType<typeof buildMember>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://scholarly.example.org" });
});
afterAll(() => t.close());

const setOrcid = (member: Member, orcid: string) =>
  t.app.inject({ method: "PATCH", url: PROFILE, headers: member.headers, payload: formOf({ orcid }) });

describe("a member's ORCID iD", () => {
  it("is accepted typed as orcid.org/… without https://, and stored bare", async () => {
    const member = await buildMember(t);
    const saved = await setOrcid(member, "orcid.org/0000-0001-5109-3700");
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.orcid).toBe("0000-0001-5109-3700");
    const www = await setOrcid(member, "www.orcid.org/0000-0001-5109-3700");
    expect(www.json().data.orcid).toBe("0000-0001-5109-3700");
  });

  it("belongs to one profile: another member saving it gets 409 with a clear message", async () => {
    const ada = await buildMember(t);
    const bjorn = await buildMember(t);
    expect((await setOrcid(ada, "0000-0002-1825-0097")).statusCode).toBe(200);
    const taken = await setOrcid(bjorn, "https://orcid.org/0000-0002-1825-0097");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("This ORCID iD is already on another member's profile.");
    expect((await setOrcid(ada, "0000-0002-1825-0097")).statusCode).toBe(200);

    const newcomer = await buildUser(t);
    const created = await t.app.inject({
      method: "POST",
      url: PROFILE,
      headers: await t.authHeader(newcomer.id),
      payload: formOf({
        name: "Newcomer",
        institution: "Somewhere",
        research_areas: "Anything",
        bio: "New here.",
        orcid: "0000-0002-1825-0097",
      }),
    });
    expect(created.statusCode).toBe(409);
    expect(created.json().error).toBe("This ORCID iD is already on another member's profile.");
  });

  it("goes with a confirmed member co-author into the author list and Atom, and not before they confirm", async () => {
    const poster = await buildMember(t, { name: "Ada Lovelace" });
    const coauthor = await buildMember(t, { name: "Charles Babbage" });
    await setOrcid(coauthor, "0000-0002-1694-233X");
    const authors = [
      { name: "", profile_id: poster.profile.id },
      { name: "", profile_id: coauthor.profile.id },
    ];
    const published = await t.app.inject({
      method: "POST",
      url: "/user/publication/publication/",
      headers: poster.headers,
      payload: publicationForm({ title: "Engines", author: "", authors: JSON.stringify(authors) }),
    });
    const id = published.json().data.id;
    // CSL-JSON has no place for an ORCID iD (its schema refuses one); the author list, JSON-LD and Atom carry it.
    const listedAuthors = async () =>
      (await t.app.inject({ method: "GET", url: `/user/publication/home/?id=${id}&type=publication` })).json().authors;
    expect((await listedAuthors())[1].orcid).toBeNull();

    await t.app.inject({
      method: "POST",
      url: "/user/publication/authorship/",
      headers: coauthor.headers,
      payload: { id, action: "confirm" },
    });
    expect((await listedAuthors())[1]).toMatchObject({ name: "Charles Babbage", orcid: "0000-0002-1694-233X" });
    const atom = parseFeed((await t.app.inject({ method: "GET", url: `/feeds/${coauthor.profile.id}.atom` })).body);
    expect(atom.items[0]?.authors[1]).toMatchObject({
      name: "Charles Babbage",
      url: "https://orcid.org/0000-0002-1694-233X",
    });
  });
});
