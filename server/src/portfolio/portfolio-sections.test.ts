import { PORTFOLIO_SECTION_FULL_MESSAGE } from "@scholarly/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcedDuring, POST_EVENTS } from "../test/announced-events.js";
import { buildMember } from "../test/factories.js";
import { pdfBytes, pngBytes, textBytes } from "../test/file-fixtures.js";
import { file, formOf } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const EDUCATION = "/user/portfolio/education/";
const INTERNSHIP = "/user/portfolio/internship/";
const EXPERIENCE = "/user/portfolio/experience/";
const PROJECTS = "/user/portfolio/projects/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildMember>>;
type Fields = Parameters<typeof formOf>[0];

const isStored = async (url: string) => (await t.storage.stat(url.replace("/media/", ""))) !== null;

const internshipForm: Fields = {
  title: "Research intern",
  company: "Lab of Things",
  currently_working: "false",
  start_month: "June",
  start_year: "2023",
  end_month: "August",
  end_year: "2023",
  location: "Toronto",
  skills: ["R", " Python ", ""],
};

async function send(member: Member, method: "POST" | "PATCH" | "DELETE", url: string, fields: Fields) {
  const payload = method === "DELETE" ? fields : formOf(fields);
  return t.app.inject({ method, url, headers: member.headers, payload });
}

async function create(member: Member, url: string, fields: Fields) {
  const response = await send(member, "POST", url, fields);
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe("portfolio sections", () => {
  it("adds an education entry, mapping start_Year and end_Year, with a document and trimmed skills", async () => {
    const member = await buildMember(t);
    const response = await send(member, "POST", EDUCATION, {
      school: "University of Testing",
      degree: "B.Sc.",
      start_Year: "2018",
      end_Year: "2022",
      start_month: "September",
      skills: ["Statistics", "  ", " Writing "],
      media: file(pdfBytes(), "diploma.pdf"),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe("Education added successfully.");
    const entry = response.json().data;
    expect(entry).toMatchObject({
      school: "University of Testing",
      start_Year: "2018",
      end_Year: "2022",
      start_month: "September",
      end_month: null,
      skills: ["Statistics", "Writing"],
    });
    expect(await isStored(entry.media)).toBe(true);
    const row = await t.db.selectFrom("education").selectAll().where("id", "=", entry.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ start_year: "2018", end_year: "2022", user_id: member.user.id });
  });

  it("answers 'This field is required' when school or degree is missing", async () => {
    const member = await buildMember(t);
    const response = await send(member, "POST", EDUCATION, { school: "Somewhere" });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("This field is required");
    expect(response.json().fields).toEqual({ degree: "This field is required" });
  });

  it("splits comma-separated skills into a list", async () => {
    const member = await buildMember(t);
    const entry = await create(member, EXPERIENCE, {
      title: "Analyst",
      company: "Data Co",
      start_month: "March",
      start_year: "2020",
      skills: "SQL, dbt ,, Tableau",
    });
    expect(entry.skills).toEqual(["SQL", "dbt", "Tableau"]);
  });

  it("does not keep an end date for an internship that is still going on", async () => {
    const member = await buildMember(t);
    const entry = await create(member, INTERNSHIP, { ...internshipForm, currently_working: "true" });
    expect(entry).toMatchObject({ currently_working: true, end_month: null, end_year: null, skills: ["R", "Python"] });
  });

  it("drops the end date when an experience is marked current on edit", async () => {
    const member = await buildMember(t);
    const entry = await create(member, EXPERIENCE, {
      title: "Analyst",
      company: "Data Co",
      start_month: "March",
      start_year: "2020",
      end_month: "May",
      end_year: "2021",
    });
    const response = await send(member, "PATCH", EXPERIENCE, { id: String(entry.id), is_current: "true" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ is_current: true, end_month: null, end_year: null, title: "Analyst" });
  });

  it("clears an end year sent blank on edit, and keeps the start year left out", async () => {
    const member = await buildMember(t);
    const entry = await create(member, PROJECTS, {
      project_name: "Survey tool",
      start_month: "March",
      start_year: "2020",
      end_month: "May",
      end_year: "2021",
    });
    const response = await send(member, "PATCH", PROJECTS, { id: String(entry.id), end_month: "", end_year: "" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      start_month: "March",
      start_year: 2020,
      end_month: null,
      end_year: null,
    });
  });

  it("asks for the start month and year of an internship", async () => {
    const member = await buildMember(t);
    const response = await send(member, "POST", INTERNSHIP, { title: "Intern", company: "Co" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(["start_month", "start_year"]);
  });

  it("lists the member's own items, oldest first", async () => {
    const member = await buildMember(t);
    await create(await buildMember(t), PROJECTS, { project_name: "Not mine" });
    await create(member, PROJECTS, { project_name: "First" });
    await create(member, PROJECTS, { project_name: "Second" });
    const response = await t.app.inject({ method: "GET", url: PROJECTS, headers: member.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((item: { project_name: string }) => item.project_name)).toEqual([
      "First",
      "Second",
    ]);
  });

  it("edits only the fields sent, keeping skills and flags, and replaces the media file", async () => {
    const member = await buildMember(t);
    const entry = await create(member, PROJECTS, {
      project_name: "Survey tool",
      is_current: "true",
      skills: ["React"],
      media: file(pngBytes(), "shot.png"),
    });
    const response = await send(member, "PATCH", PROJECTS, {
      id: String(entry.id),
      description: "A better description",
      media: file(pdfBytes(), "report.pdf"),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Project updated successfully.");
    const updated = response.json().data;
    expect(updated).toMatchObject({ description: "A better description", is_current: true, skills: ["React"] });
    expect(await isStored(entry.media)).toBe(false);
    expect(await isStored(updated.media)).toBe(true);
  });

  it("refuses a media file that is neither a document nor an image", async () => {
    const member = await buildMember(t);
    const response = await send(member, "POST", PROJECTS, {
      project_name: "P",
      media: file(textBytes(), "notes.pdf"),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("The media file must be a PDF document or a JPEG, PNG, GIF or WebP image.");
  });

  it("deletes an item and its file", async () => {
    const member = await buildMember(t);
    const entry = await create(member, INTERNSHIP, { ...internshipForm, media: file(pdfBytes(), "letter.pdf") });
    const response = await send(member, "DELETE", INTERNSHIP, { id: String(entry.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Internship deleted successfully.");
    expect(await isStored(entry.media)).toBe(false);
    const list = await t.app.inject({ method: "GET", url: INTERNSHIP, headers: member.headers });
    expect(list.json().data).toEqual([]);
  });

  it("never lets another member edit or delete an item", async () => {
    const owner = await buildMember(t);
    const intruder = await buildMember(t);
    const entry = await create(owner, EDUCATION, { school: "Mine", degree: "M.A.", media: file(pdfBytes(), "d.pdf") });
    const edit = await send(intruder, "PATCH", EDUCATION, { id: String(entry.id), school: "Hijacked" });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().detail).toBe("Not found.");
    const removal = await send(intruder, "DELETE", EDUCATION, { id: String(entry.id) });
    expect(removal.statusCode).toBe(404);
    const row = await t.db.selectFrom("education").selectAll().where("id", "=", entry.id).executeTakeFirst();
    expect(row?.school).toBe("Mine");
    expect(await isStored(entry.media)).toBe(true);
  });

  it("announces no feed post when a section item is added, edited or deleted", async () => {
    const member = await buildMember(t);
    const { result: statuses, announced } = await announcedDuring(t, POST_EVENTS, async () => {
      const entry = await create(member, PROJECTS, { project_name: "Quiet" });
      const edited = await send(member, "PATCH", PROJECTS, { id: String(entry.id), description: "Still quiet" });
      const deleted = await send(member, "DELETE", PROJECTS, { id: String(entry.id) });
      return [edited.statusCode, deleted.statusCode];
    });
    expect(statuses).toEqual([200, 200]);
    expect(announced).toEqual([]);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const member = await buildMember(t);
    const unknown = await send(member, "PATCH", EXPERIENCE, { id: "999999", title: "X" });
    expect(unknown.statusCode).toBe(404);
    const malformed = await send(member, "PATCH", EXPERIENCE, { id: "first", title: "X" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe("id must be a number.");
  });

  it("holds at most 200 entries in a section: the 201st answers 400 saying so, other sections still take more", async () => {
    const member = await buildMember(t);
    await t.db
      .insertInto("experiences")
      .values(
        Array.from({ length: 199 }, (_, index) => ({
          user_id: member.user.id,
          title: `Role ${index + 1}`,
          company: "Stonelab",
        })),
      )
      .execute();
    const form = { title: "Role 200", company: "Stonelab", start_month: "May", start_year: "2020" };

    expect((await send(member, "POST", EXPERIENCE, form)).statusCode).toBe(201);
    const refused = await send(member, "POST", EXPERIENCE, { ...form, title: "Role 201" });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(PORTFOLIO_SECTION_FULL_MESSAGE);
    expect(
      await t.db.selectFrom("experiences").where("user_id", "=", member.user.id).select("id").execute(),
    ).toHaveLength(200);
    await create(member, PROJECTS, { project_name: "Still welcome" });
    // Editing an entry of a full section is still allowed.
    const [first] = await t.db
      .selectFrom("experiences")
      .where("user_id", "=", member.user.id)
      .select("id")
      .limit(1)
      .execute();
    expect((await send(member, "PATCH", EXPERIENCE, { id: String(first?.id), title: "Renamed" })).statusCode).toBe(200);
  });
});
