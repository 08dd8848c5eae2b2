import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { buildCodeSnippet, buildGalleryImage, buildPublication } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { testClock } from "../test/test-clock.js";

const clock = testClock();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

type Member = { headers: Record<string, string> };

async function readAt(moment: string, member: Member, postId: number, type = "publication") {
  clock.set(moment);
  const url = `/user/publication/home/?id=${postId}&type=${type}`;
  expect((await t.app.inject({ method: "GET", url, headers: member.headers })).statusCode).toBe(200);
}

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("a post's stats series", () => {
  it("puts reads on each side of midnight on their own UTC day, zero-filled", async () => {
    const author = await buildMember(t);
    const [first, second] = [await buildMember(t), await buildMember(t)];
    const publication = await buildPublication(t, { userId: author.user.id });
    await readAt("2026-03-31T23:59:50Z", first, publication.id);
    await readAt("2026-04-01T00:00:10Z", second, publication.id);
    await readAt("2026-04-01T00:00:40Z", first, publication.id);
    const response = await get(`/user/publication/stats/?id=${publication.id}&from=2026-03-30&to=2026-04-02`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      reads: 3,
      downloads: 0,
      unique_readers: 3,
      series: [
        { date: "2026-03-30", reads: 0, downloads: 0 },
        { date: "2026-03-31", reads: 1, downloads: 0 },
        { date: "2026-04-01", reads: 2, downloads: 0 },
        { date: "2026-04-02", reads: 0, downloads: 0 },
      ],
    });
  });

  it("adds days up by month across month and year ends, months without reads at zero", async () => {
    const author = await buildMember(t);
    const reader = await buildMember(t);
    const publication = await buildPublication(t, { userId: author.user.id });
    await readAt("2025-12-31T12:00:00Z", reader, publication.id);
    await readAt("2026-01-01T12:00:00Z", reader, publication.id);
    await readAt("2026-03-01T00:00:00Z", reader, publication.id);
    const url = `/user/publication/stats/?id=${publication.id}&interval=month&from=2025-11-15&to=2026-03-31`;
    expect((await get(url)).json().data.series).toEqual([
      { date: "2025-11", reads: 0, downloads: 0 },
      { date: "2025-12", reads: 1, downloads: 0 },
      { date: "2026-01", reads: 1, downloads: 0 },
      { date: "2026-02", reads: 0, downloads: 0 },
      { date: "2026-03", reads: 1, downloads: 0 },
    ]);
  });

  it("covers the last 30 days by day when no range is given", async () => {
    const author = await buildMember(t);
    const reader = await buildMember(t);
    const image = await buildGalleryImage(t, { userId: author.user.id });
    await readAt("2026-06-10T08:00:00Z", reader, image.id, "image");
    const { data } = (await get(`/user/publication/stats/?id=${image.id}&type=image`)).json();
    expect(data.series).toHaveLength(30);
    expect(data.series[0].date).toBe("2026-05-12");
    expect(data.series.at(-1)).toEqual({ date: "2026-06-10", reads: 1, downloads: 0 });
    expect(data.reads).toBe(1);
  });
});

describe("a member's stats", () => {
  it("total every work, give exactly 12 months ending with this one, and the five most read first", async () => {
    const author = await buildMember(t);
    const followers = [await buildMember(t), await buildMember(t)];
    for (const follower of followers) {
      await t.db
        .insertInto("follows")
        .values({ follower_profile_id: follower.profile.id, followed_profile_id: author.profile.id })
        .execute();
    }
    // One after another, so ids follow the titles: equal reads are ordered newest (highest id) first.
    const works = [];
    for (const title of ["First", "Second", "Third", "Fourth", "Fifth"]) {
      works.push(await buildPublication(t, { userId: author.user.id, title }));
    }
    const code = await buildCodeSnippet(t, { userId: author.user.id });
    const readers = await Promise.all(Array.from({ length: 6 }, () => buildMember(t)));
    // Older than 12 months before April 2026: in the totals, not in the series.
    await readAt("2025-04-30T23:00:00Z", readers[0] ?? author, works[0]?.id ?? 0);
    // Work i is read by i+1 readers; the code snippet by all six, in January 2026.
    for (const [index, work] of works.entries()) {
      for (const reader of readers.slice(0, index + 1)) await readAt("2026-01-20T10:00:00Z", reader, work.id);
    }
    for (const reader of readers) await readAt("2026-01-20T10:00:00Z", reader, code.id, "code");
    await readAt("2026-04-01T00:00:00Z", readers[0] ?? author, works[0]?.id ?? 0);

    clock.set("2026-04-15T12:00:00Z");
    const response = await get(`/user/profile/stats/?id=${author.profile.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ reads: 1 + 2 + 3 + 4 + 5 + 6 + 2, downloads: 0, followers: 2, publications: 5 });
    expect(data.series).toHaveLength(12);
    expect(data.series[0]).toEqual({ month: "2025-05", reads: 0, downloads: 0 });
    expect(data.series.find((month: { month: string }) => month.month === "2026-01")).toEqual({
      month: "2026-01",
      reads: 21,
      downloads: 0,
    });
    expect(data.series.at(-1)).toEqual({ month: "2026-04", reads: 1, downloads: 0 });
    expect(data.top).toEqual([
      { id: code.id, type: "code", title: "Feed merger", reads: 6 },
      { id: works[4]?.id, type: "publication", title: "Fifth", reads: 5 },
      { id: works[3]?.id, type: "publication", title: "Fourth", reads: 4 },
      { id: works[2]?.id, type: "publication", title: "Third", reads: 3 },
      { id: works[0]?.id, type: "publication", title: "First", reads: 3 },
    ]);
  });

  it("are all zeros for a member nobody has read yet", async () => {
    const member = await buildMember(t);
    const { data } = (await get(`/user/profile/stats/?id=${member.profile.id}`)).json();
    expect(data).toMatchObject({ reads: 0, downloads: 0, followers: 0, publications: 0, top: [] });
    expect(data.series.every((month: { reads: number }) => month.reads === 0)).toBe(true);
  });
});

describe("stats asked for wrongly", () => {
  it("answer 404 for a post or profile that does not exist", async () => {
    expect((await get("/user/publication/stats/?id=987654")).json()).toMatchObject({ error: "Post not found." });
    expect((await get("/user/publication/stats/?id=987654")).statusCode).toBe(404);
    const profile = await get("/user/profile/stats/?id=987654");
    expect(profile.statusCode).toBe(404);
    expect(profile.json().error).toBe("Profile not found.");
  });

  it("answer 400 for a bad date, interval or range", async () => {
    const author = await buildMember(t);
    const { id } = await buildPublication(t, { userId: author.user.id });
    const cases = {
      "from=2026-02-30": "from is not a calendar date.",
      "to=2026-13-01": "to is not a calendar date.",
      "to=20260101": "to must be a date written yyyy-MM-dd.",
      "interval=week": "interval must be day or month.",
      "from=2026-03-02&to=2026-03-01": "from must not be after to.",
      "from=2025-01-01&to=2026-01-05": "A range by day may span at most 366 days; ask by month.",
      "interval=month&from=2010-01-01&to=2026-01-05": "A range by month may span at most 120 months.",
      "id=abc": "id must be a number.",
      "from=0000-01-01&to=0000-12-31": "from must lie between 0001-01-01 and 9999-12-31.",
      "to=0000-12-31": "to must lie between 0001-01-01 and 9999-12-31.",
    };
    for (const [query, message] of Object.entries(cases)) {
      const response = await get(`/user/publication/stats/?id=${id}&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe(message);
    }
    expect(
      (await get(`/user/publication/stats/?id=${id}&interval=month&from=2025-01-01&to=2026-01-05`)).statusCode,
    ).toBe(200);
    expect((await get("/user/profile/stats/?id=0")).statusCode).toBe(400);
  });
});
