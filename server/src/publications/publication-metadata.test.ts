import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, buildMember, buildUser } from "../test/factories.js";
import { formOf, publicationForm } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PATH = "/user/publication/publication/";
type Member = Awaited<ReturnType<typeof buildMember>>;

const CITATION_FIELDS = {
  journal: "Taylor's Scientific Memoirs",
  volume: "3",
  issue: "29",
  pages: "666–731",
  publisher: "Richard and John E. Taylor",
  url: "https://example.org/sketch",
  keywords: JSON.stringify(["computing", "engines", "computing"]),
  license: "CC-BY-4.0",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publish = (member: Member, fields: Record<string, string>) =>
  t.app.inject({ method: "POST", url: PATH, headers: member.headers, payload: publicationForm(fields) });
const edit = (member: Member, fields: Record<string, string>) =>
  t.app.inject({ method: "PATCH", url: PATH, headers: member.headers, payload: formOf(fields) });

describe("the citation fields of a publication", () => {
  it("stores every field and returns it on upload, in the own list and in the post detail", async () => {
    const member = await buildMember(t);
    const created = await publish(member, { ...CITATION_FIELDS, author: "" });
    expect(created.statusCode).toBe(201);
    const expected = { ...CITATION_FIELDS, keywords: ["computing", "engines"] };
    expect(created.json().data).toMatchObject(expected);
    const id = created.json().data.id;

    const own = await t.app.inject({ method: "GET", url: PATH, headers: member.headers });
    expect(own.json().results.find((item: { id: number }) => item.id === id)).toMatchObject(expected);
    const detail = await t.app.inject({
      method: "GET",
      url: `/user/publication/home/?id=${id}&type=publication`,
      headers: { ...member.headers, "user-agent": BROWSER_USER_AGENT },
    });
    expect(detail.json()).toMatchObject({ ...expected, authors: [{ profile_id: member.profile.id }] });
  });

  it("answers null and an empty keyword list for fields not given", async () => {
    const member = await buildMember(t);
    const created = await publish(member, {});
    expect(created.json().data).toMatchObject({
      journal: null,
      volume: null,
      issue: null,
      pages: null,
      publisher: null,
      isbn: null,
      url: null,
      keywords: [],
      license: null,
    });
  });

  it("edits any field through PATCH and clears one sent empty", async () => {
    const member = await buildMember(t);
    const { id } = (await publish(member, CITATION_FIELDS)).json().data;
    const response = await edit(member, {
      id: String(id),
      journal: "",
      volume: "4",
      license: "CC0-1.0",
      keywords: "[]",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      journal: null,
      volume: "4",
      issue: "29",
      license: "CC0-1.0",
      keywords: [],
      publisher: CITATION_FIELDS.publisher,
    });
  });

  it.each([
    ["license", "MIT", "Unknown license: choose CC-BY-4.0, CC-BY-SA-4.0, CC0-1.0 or all-rights-reserved."],
    ["keywords", "computing, engines", "keywords must be a JSON array of words."],
    ["url", "javascript:alert(1)", "url must start with http:// or https://."],
    ["doi", "not a doi", "That DOI is not valid; it looks like 10.1000/xyz."],
  ])("refuses a bad %s with 400 naming the field", async (field, value, message) => {
    const member = await buildMember(t);
    const response = await publish(member, { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { [field]: message } });
  });
});

describe("ISBNs of books and chapters", () => {
  const ISBN_MESSAGE =
    "That ISBN is not valid: give its 10 or 13 digits (hyphens allowed), with the right check digit.";

  it.each([
    ["978-0-306-40615-7", "9780306406157"],
    ["0 306 40615 2", "0306406152"],
    ["0-8044-2957-x", "080442957X"],
  ])("stores %s compact, as %s", async (typed, stored) => {
    const member = await buildMember(t);
    const created = await publish(member, { publication_type: "book", isbn: typed });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.isbn).toBe(stored);
  });

  it.each([["978-0-306-40615-8"], ["0306406153"], ["12345"], ["978-0-306-40615-7-1"]])(
    "refuses %s (a wrong check digit or length) with 400 naming the field",
    async (typed) => {
      const member = await buildMember(t);
      const response = await publish(member, { isbn: typed });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: ISBN_MESSAGE, fields: { isbn: ISBN_MESSAGE } });
    },
  );

  it("is set, refused and cleared through PATCH", async () => {
    const member = await buildMember(t);
    const { id } = (await publish(member, { publication_type: "chapter" })).json().data;
    const set = await edit(member, { id: String(id), isbn: "9780306406157" });
    expect(set.json().data.isbn).toBe("9780306406157");
    const refused = await edit(member, { id: String(id), isbn: "9780306406150" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ isbn: ISBN_MESSAGE });
    const cleared = await edit(member, { id: String(id), isbn: "" });
    expect(cleared.json().data.isbn).toBeNull();
  });
});

describe("DOIs", () => {
  it.each([["https://doi.org/10.1000/XYZ"], ["doi:10.1000/xyz"], ["10.1000/Xyz"]])(
    "stores %s as 10.1000/xyz",
    async (typed) => {
      const member = await buildMember(t);
      const created = await publish(member, { doi: typed });
      expect(created.json().data.doi).toBe("10.1000/xyz");
    },
  );

  it("refuses a DOI already on another of the member's publications, however it is written", async () => {
    const member = await buildMember(t);
    await publish(member, { doi: "10.5555/twice" });
    const again = await publish(member, { doi: "https://doi.org/10.5555/TWICE" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: "You already have a publication with this DOI.",
      fields: { doi: "You already have a publication with this DOI." },
    });
  });

  it("refuses an edit giving a publication the DOI of another, but keeps a publication's own DOI", async () => {
    const member = await buildMember(t);
    await publish(member, { doi: "10.5555/first" });
    const second = (await publish(member, { doi: "10.5555/second" })).json().data;
    const taken = await edit(member, { id: String(second.id), doi: "10.5555/first" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toBe("You already have a publication with this DOI.");
    const kept = await edit(member, { id: String(second.id), doi: "10.5555/SECOND", title: "Renamed" });
    expect(kept.statusCode).toBe(200);
  });

  it.each([
    ["10.1234/y}},@article{alicefake,title={Forged}"],
    ['10.1234/a"b'],
    ["10.1234/a'b"],
    ["10.1234/a\\b"],
    ["10.1234/a\u0007b"],
    ["10.1234/a b"],
    ["10.1234/a\u2028b"],
    ["11.1234/abc"],
  ])(
    "refuses %j on publish and on edit: braces, quotes, backslashes, spaces and control characters are no DOI",
    async (doi) => {
      const member = await buildMember(t);
      const published = await publish(member, { doi });
      expect(published.statusCode).toBe(400);
      expect(published.json().fields).toEqual({ doi: "That DOI is not valid; it looks like 10.1000/xyz." });
      const own = (await publish(member, {})).json().data;
      const edited = await edit(member, { id: String(own.id), doi });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().fields).toEqual({ doi: "That DOI is not valid; it looks like 10.1000/xyz." });
    },
  );

  it("keeps DOIs with the punctuation real ones use", async () => {
    const member = await buildMember(t);
    const doi = "10.1002/(sici)1097-4636(199706)35:4<423::aid-jbm3>3.0.co;2-h";
    expect((await publish(member, { doi })).json().data.doi).toBe(doi);
  });

  it("lets two members each list the same DOI", async () => {
    const [ada, charles] = [await buildMember(t), await buildMember(t)];
    expect((await publish(ada, { doi: "10.5555/shared" })).statusCode).toBe(201);
    expect((await publish(charles, { doi: "10.5555/shared" })).statusCode).toBe(201);
  });
});

describe("the ORCID iD of a profile", () => {
  const PROFILE = "/user/profile/create-profile/";

  it("is taken on create as its URL, stored bare, and shown on the own and the public profile", async () => {
    const user = await buildUser(t);
    const headers = await t.authHeader(user.id);
    const created = await t.app.inject({
      method: "POST",
      url: PROFILE,
      headers,
      payload: formOf({
        name: "Josiah Carberry",
        institution: "Brown University",
        research_areas: "Psychoceramics",
        bio: "Cracked pots.",
        orcid: "https://orcid.org/0000-0002-1825-0097",
      }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.orcid).toBe("0000-0002-1825-0097");
    const own = await t.app.inject({ method: "GET", url: PROFILE, headers });
    expect(own.json().data.orcid).toBe("0000-0002-1825-0097");
    const viewer = await buildMember(t);
    const publicProfile = await t.app.inject({
      method: "GET",
      url: `/user/profile/all-profiles/?id=${created.json().data.id}`,
      headers: viewer.headers,
    });
    expect(publicProfile.json().data.orcid).toBe("0000-0002-1825-0097");
  });

  it("is changed through PATCH (an X check digit included) and removed when sent empty", async () => {
    const member = await buildMember(t);
    const set = await t.app.inject({
      method: "PATCH",
      url: PROFILE,
      headers: member.headers,
      payload: formOf({ orcid: "0000-0002-9079-593x" }),
    });
    expect(set.json().data.orcid).toBe("0000-0002-9079-593X");
    const removed = await t.app.inject({
      method: "PATCH",
      url: PROFILE,
      headers: member.headers,
      payload: formOf({ orcid: "" }),
    });
    expect(removed.json().data.orcid).toBeNull();
  });

  it.each([["0000-0002-1825-0098"], ["1234"], ["https://example.org/0000-0002-1825-0097"]])(
    "refuses %s with 'That ORCID iD is not valid.'",
    async (orcid) => {
      const member = await buildMember(t);
      const response = await t.app.inject({
        method: "PATCH",
        url: PROFILE,
        headers: member.headers,
        payload: formOf({ orcid }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: "That ORCID iD is not valid.",
        fields: { orcid: "That ORCID iD is not valid." },
      });
    },
  );
});

describe("an author list that is not complete", () => {
  it("keeps et al. from publishing through editing, in the answers and the post detail", async () => {
    const member = await buildMember(t);
    const created = await publish(member, { authors: JSON.stringify([{ name: "Ada Lovelace" }]), et_al: "true" });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.et_al).toBe(true);
    const id = created.json().data.id;
    const detail = await t.app.inject({
      method: "GET",
      url: `/user/publication/home/?id=${id}&type=publication`,
      headers: { ...member.headers, "user-agent": BROWSER_USER_AGENT },
    });
    expect(detail.json().et_al).toBe(true);

    expect((await edit(member, { id: String(id), title: "Renamed" })).json().data.et_al).toBe(true);
    expect((await edit(member, { id: String(id), et_al: "false" })).json().data.et_al).toBe(false);
  });

  it("answers et_al false when it is not given, and 400 for a value other than true or false", async () => {
    const member = await buildMember(t);
    expect((await publish(member, {})).json().data.et_al).toBe(false);
    const refused = await publish(member, { et_al: "maybe" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("et_al must be true or false.");
  });
});
