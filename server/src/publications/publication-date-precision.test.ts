import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { formOf, publicationForm } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const PATH = "/user/publication/publication/";

let t: TestApp;
let member: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await buildMember(t, { name: "Rosalind Franklin" });
});
afterAll(() => t.close());

async function publish(fields: Record<string, string>) {
  return t.app.inject({ method: "POST", url: PATH, headers: member.headers, payload: publicationForm(fields) });
}

async function published(fields: Record<string, string>) {
  const response = await publish(fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; publication_date: string; publication_date_precision: string };
}

describe("publishing a work whose date is known to the year or the month", () => {
  it("keeps a year-only date as the first day of that year with the precision 'year'", async () => {
    const work = await published({
      title: "Molecular configuration in sodium thymonucleate",
      publication_date: "2021",
    });

    expect(work).toMatchObject({ publication_date: "2021-01-01", publication_date_precision: "year" });
  });

  it("keeps a year and month as the first day of that month with the precision 'month'", async () => {
    const work = await published({ title: "Keratin fibres in March", publication_date: "2021-03" });

    expect(work).toMatchObject({ publication_date: "2021-03-01", publication_date_precision: "month" });
  });

  it("keeps a full date with the precision 'day'", async () => {
    const work = await published({ title: "Tobacco mosaic virus", publication_date: "2021-03-15" });

    expect(work).toMatchObject({ publication_date: "2021-03-15", publication_date_precision: "day" });
  });

  it("refuses a month or day that does not exist, or another form, with 400 and the expected forms", async () => {
    const answers = await Promise.all(
      ["2021-13", "2021-02-30", "2021-3", "15/03/2021", "0000"].map((date) => publish({ publication_date: date })),
    );

    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual({
        publication_date: "publication_date must be yyyy, yyyy-MM or yyyy-MM-dd.",
      });
    }
  });

  it("carries the precision on the feed card, the post detail and search hits", async () => {
    const work = await published({ title: "Zymoglossal crystallography notes", publication_date: "1953-04" });

    const detail = await t.app.inject({
      method: "GET",
      url: `/user/publication/home/?id=${work.id}`,
      headers: member.headers,
    });
    const feed = await t.app.inject({ method: "GET", url: "/user/publication/home/", headers: member.headers });
    const search = await t.app.inject({
      method: "GET",
      url: "/user/search/",
      query: { q: "zymoglossal" },
      headers: member.headers,
    });

    const dated = { publication_date: "1953-04-01", publication_date_precision: "month" };
    expect(detail.json()).toMatchObject(dated);
    expect(feed.json().results.find((card: { id: number }) => card.id === work.id)).toMatchObject(dated);
    expect(search.json().results[0]).toMatchObject({ id: work.id, ...dated });
  });
});

describe("editing a publication's date", () => {
  const edit = (fields: Record<string, string>) =>
    t.app.inject({ method: "PATCH", url: PATH, headers: member.headers, payload: formOf(fields) });

  it("narrows a full date to a year, and back to a full date", async () => {
    const work = await published({ title: "Fibre diagrams", publication_date: "1952-05-06" });

    const toYear = await edit({ id: String(work.id), publication_date: "1952" });
    expect(toYear.json().data).toMatchObject({ publication_date: "1952-01-01", publication_date_precision: "year" });

    const toDay = await edit({ id: String(work.id), publication_date: "1952-05-06" });
    expect(toDay.json().data).toMatchObject({ publication_date: "1952-05-06", publication_date_precision: "day" });
  });

  it("keeps the date and its precision when an edit does not send the date", async () => {
    const work = await published({ title: "Photo 51", publication_date: "1952-05" });

    const retitled = await edit({ id: String(work.id), title: "Photograph 51" });

    expect(retitled.json().data).toMatchObject({ publication_date: "1952-05-01", publication_date_precision: "month" });
  });

  it("refuses 2021-13 with 400 and keeps the stored date", async () => {
    const work = await published({ title: "Structure of RNA viruses", publication_date: "1955" });

    const refused = await edit({ id: String(work.id), publication_date: "2021-13" });

    expect(refused.statusCode).toBe(400);
    const row = await t.db
      .selectFrom("publications")
      .select(["publication_date", "publication_date_precision"])
      .where("id", "=", work.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ publication_date: "1955-01-01", publication_date_precision: "year" });
  });
});
