import { firstFreeSlug, slugBase } from "@scholarly/contract";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { down, up } from "../db/migrations/20261129T0300-federation-actors.js";
import { buildProfile } from "../test/factories.js";
import { createTestDatabase, type TestDatabase } from "../test/test-database.js";

describe("a member's default handle", () => {
  it.each([
    ["Ada Lovelace", "ada_lovelace"],
    ["  Grace   Brewster  Hopper ", "grace_brewster_hopper"],
    ["Zoë Ørsted-Ní", "zoe_orsted_ni"],
    ["Erwin Schrödinger", "erwin_schrodinger"],
    ["Paul Erdős", "paul_erdos"],
    ["Jan Łukasiewicz", "jan_lukasiewicz"],
    ["Ægir Þórsson", "aegir_thorsson"],
    ["Straße", "strasse"],
    ["J. R. R. Tolkien", "j_r_r_tolkien"],
    ["Li", "li_"],
    ["李白", "member"],
    ["Hubert Blaine Wolfeschlegelsteinhausenbergerdorff", "hubert_blaine_wolfeschlegelste"],
  ])("of %s is %s", (name, slug) => {
    expect(slugBase(name)).toBe(slug);
  });

  it("gets the lowest free number when taken, shortened to stay within 30 characters", () => {
    expect(firstFreeSlug("ada", new Set())).toBe("ada");
    expect(firstFreeSlug("ada", new Set(["ada", "ada2"]))).toBe("ada3");
    const long = "a".repeat(30);
    expect(firstFreeSlug(long, new Set([long]))).toBe(`${"a".repeat(29)}2`);
  });
});

describe("the migration that makes members actors", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("gives every existing member a distinct default handle, in the order they joined", async () => {
    const { db } = database;
    // Migrations are written against an untyped database: they must not change when the table types do.
    const untyped = db as unknown as Kysely<unknown>;
    await down(untyped);
    const first = await buildProfile({ db }, { name: "Ada Lovelace" });
    const second = await buildProfile({ db }, { name: "Ada  Lovelace" });
    const third = await buildProfile({ db }, { name: "李白" });
    await up(untyped);
    const actors = await db.selectFrom("federation_actors").select(["profile_id", "slug", "enabled"]).execute();
    expect(actors).toEqual(
      expect.arrayContaining([
        { profile_id: first.id, slug: "ada_lovelace", enabled: true },
        { profile_id: second.id, slug: "ada_lovelace2", enabled: true },
        { profile_id: third.id, slug: "member", enabled: true },
      ]),
    );
  });
});
