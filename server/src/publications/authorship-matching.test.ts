import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { publicationForm } from "../test/forms.js";
import { notificationArrives } from "../test/notifications.js";
import { readOai } from "../test/oai-schema.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const HOST = "scholarly.example.org";
const PATH = "/user/publication/publication/";
type Member = Awaited<ReturnType<typeof buildMember>>;
type Author = { name: string; orcid?: string; profile_id?: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `https://${HOST}` });
});
afterAll(() => t.close());

async function memberWith(name: string, orcid?: string) {
  const member = await buildMember(t, { name });
  if (orcid) await t.db.updateTable("profiles").set({ orcid }).where("id", "=", member.profile.id).execute();
  return member;
}

async function publish(member: Member, fields: { authors?: Author[]; author?: string }) {
  const form = publicationForm({
    author: fields.author ?? "",
    ...(fields.authors && { authors: JSON.stringify(fields.authors) }),
  });
  const response = await t.app.inject({ method: "POST", url: PATH, headers: member.headers, payload: form });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

const linkedTo = (authors: { profile_id: number | null }[]) => authors.map((author) => author.profile_id);

describe("who a published work is by", () => {
  it("keeps the source's authors and never adds the poster: the poster who is none of them shared it", async () => {
    const poster = await memberWith("Jane Q. Reviewer");
    const work = await publish(poster, { authors: [{ name: "Smith, John" }, { name: "Doe, Jane" }] });
    expect(work.authors.map((author: Author) => author.name)).toEqual(["Smith, John", "Doe, Jane"]);
    expect(work.author).toBe("Smith, John, Doe, Jane");
    expect(work.shared_by).toEqual({ id: poster.profile.id, name: "Jane Q. Reviewer" });
    const detail = (await t.app.inject({ method: "GET", url: `/user/publication/home/?id=${work.id}` })).json();
    expect(detail.shared_by).toEqual({ id: poster.profile.id, name: "Jane Q. Reviewer" });
  });

  it.each([["Lovelace-Núñez, A."], ["lovelace-nunez, ada"], ["Ada Lovelace Nunez"], ["A. Lovelace-Núñez"]])(
    "links the poster written as %s, and lists them once everywhere",
    async (written) => {
      const poster = await memberWith("Ada Lovelace-Núñez");
      const work = await publish(poster, { authors: [{ name: written }, { name: "Zoë Müller" }] });
      expect(linkedTo(work.authors)).toEqual([poster.profile.id, null]);
      expect(work.shared_by).toBeNull();
      const record = readOai(
        (
          await t.app.inject({
            method: "GET",
            url: `/oai?verb=GetRecord&identifier=oai:${HOST}:publication/${work.id}&metadataPrefix=oai_dc`,
          })
        ).body,
      );
      expect([record.GetRecord.record[0].metadata["oai_dc:dc"]["dc:creator"]].flat()).toHaveLength(2);
    },
  );

  it("does not take a different person for the poster: another given name, or another ORCID iD", async () => {
    const poster = await memberWith("Jane Doe", "0000-0002-1825-0097");
    const work = await publish(poster, {
      authors: [{ name: "Doe, John" }, { name: "Jane Doe", orcid: "0000-0001-5109-3700" }],
    });
    expect(linkedTo(work.authors)).toEqual([null, null]);
    expect(work.shared_by?.id).toBe(poster.profile.id);
  });

  it("links the poster by their ORCID iD first, whatever the name says", async () => {
    const poster = await memberWith("Ada Lovelace", "0000-0002-9079-593X");
    const work = await publish(poster, {
      authors: [{ name: "Lovelace, Ada" }, { name: "A. A. King", orcid: "https://orcid.org/0000-0002-9079-593X" }],
    });
    expect(linkedTo(work.authors)).toEqual([null, poster.profile.id]);
  });

  it("marks the poster as an author by their own profile_id, once", async () => {
    const poster = await memberWith("Ada Lovelace");
    const work = await publish(poster, {
      authors: [{ name: "", profile_id: poster.profile.id }, { name: "Lovelace, Ada" }],
    });
    expect(linkedTo(work.authors)).toEqual([poster.profile.id, null]);
    expect(work.shared_by).toBeNull();
  });

  it("names a member co-author found by ORCID iD as pending, and asks them", async () => {
    const poster = await memberWith("Ada Lovelace");
    const coauthor = await memberWith("Charles Babbage", "0000-0002-1694-233X");
    const work = await publish(poster, {
      authors: [{ name: "Lovelace, A." }, { name: "Babbage, C.", orcid: "0000-0002-1694-233X" }],
    });
    expect(linkedTo(work.authors)).toEqual([poster.profile.id, null]);
    await notificationArrives(t, coauthor.headers, "coauthor", work.id);
    const named = await t.app.inject({
      method: "GET",
      url: "/user/publication/authorship/",
      headers: coauthor.headers,
    });
    expect(named.json().results).toMatchObject([{ publication: { id: work.id }, status: "pending" }]);
  });

  it("still takes the spec's author string as typed, linking the poster's name written another way", async () => {
    const poster = await memberWith("Ada Lovelace-Núñez");
    const work = await publish(poster, { author: "Zoë Müller, Ada Lovelace Nunez" });
    expect(work.author).toBe("Zoë Müller, Ada Lovelace Nunez");
    expect(linkedTo(work.authors)).toEqual([null, poster.profile.id]);
    expect(work.shared_by).toBeNull();
  });
});
