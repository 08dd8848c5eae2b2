import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GIVEN_NAMES, SURNAMES } from "../../scripts/seed/names.js";
import { createAppCaches } from "../app-caches.js";
import { createLocalEvents } from "../events/local-events.js";
import { buildProfile } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { peopleSearch } from "./people-search.js";
import { editDistance, MIN_RESEMBLANCE, nameWords, wordResemblance } from "./people-search-words.js";
import { candidateLookup, profileStore } from "./profile-store.js";

describe("how closely a searched word resembles a name word", () => {
  it("scores the same word highest, then its beginning, then a typo", () => {
    expect(wordResemblance("smith", "smith")).toBe(1);
    expect(wordResemblance("lovelac", "lovelace")).toBeGreaterThan(wordResemblance("smth", "smith"));
    expect(wordResemblance("jon", "john")).toBeGreaterThan(wordResemblance("jon", "jonathan"));
  });

  it("counts two swapped letters as one typo", () => {
    expect(editDistance([..."dmirti"], [..."dmitri"])).toBe(1);
    expect(wordResemblance("dmirti", "dmitri")).toBeGreaterThanOrEqual(MIN_RESEMBLANCE);
  });

  it("does not guess typos in very short words, but lets them begin a word", () => {
    expect(wordResemblance("li", "le")).toBe(0);
    expect(wordResemblance("j", "john")).toBeGreaterThanOrEqual(MIN_RESEMBLANCE);
  });
});

describe("the people search plan", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ["Dmitri Ahmadi", "Li Wang", "Mei Wang"]) await buildProfile(t, { name });
  });
  afterAll(() => t.close());

  // Seq scans are switched off so the planner must show whether an index can answer each step at all:
  // on a test database of a few rows it would rightly prefer scanning the table.
  async function planOf(statement: ReturnType<typeof sql>) {
    return t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ "QUERY PLAN": string }>`EXPLAIN ${statement}`.execute(trx);
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
  }

  it("reads profiles through the word indexes, each stage capped", async () => {
    const people = peopleSearch(profileStore(t.db), createAppCaches(createLocalEvents()));
    const searched = await people.matchSearchedWords(nameWords("Dmirti Ahmadi"));
    expect(searched.map((word) => word.best)).toEqual([["dmitri"], ["ahmadi"]]);
    const lookup = candidateLookup(searched);
    if (!lookup) throw new Error("Both words should match a dictionary word.");
    const plan = await planOf(lookup);
    expect(plan).toMatch(/Bitmap Index Scan on profiles_name_words_idx/);
    // On 100k profiles this is an index-only scan that stops at the limit; on a few test rows the
    // planner may prefer a bitmap over the same index.
    expect(plan).toMatch(/(using|on) profile_name_words_pkey/);
    expect(plan.match(/Limit/g)?.length).toBeGreaterThanOrEqual(2);
    expect(plan).not.toMatch(/Seq Scan on profiles/);
  });

  it("folds and splits searched text exactly as the database folds and splits names", async () => {
    const names = [...GIVEN_NAMES, ...SURNAMES, "María O'Connor-Smith", "ÁGNES  Ó_Briain", "x.y,z(w)[v]"];
    const { rows } = await sql<{ words: string[] }>`
      SELECT name_words(name) AS words FROM unnest(${names}::text[]) WITH ORDINALITY AS n(name, position)
      ORDER BY position`.execute(t.db);
    expect(rows.map((row) => row.words)).toEqual(names.map(nameWords));
  });

  it("finds typos through the dictionary's trigram index, nearest first", async () => {
    const plan = await planOf(sql`SELECT word FROM name_word_dictionary ORDER BY word <-> ${"dmirti"} LIMIT 20`);
    expect(plan).toMatch(/Index Scan using name_word_dictionary_trgm_idx/);
    expect(plan).toMatch(/Order By: \(word <-> /);
  });

  it("indexes the words of new and renamed profiles, and forgets deleted ones", async () => {
    const profile = await buildProfile(t, { name: "Grace Hopper" });
    await t.db.updateTable("profiles").set({ name: "Grace Brewster" }).where("id", "=", profile.id).execute();
    const held = await sql<{ word: string }>`
      SELECT word FROM profile_name_words WHERE profile_id = ${profile.id} ORDER BY word`.execute(t.db);
    expect(held.rows.map((row) => row.word)).toEqual(["brewster", "grace"]);
    const known = await sql<{ word: string }>`
      SELECT word FROM name_word_dictionary WHERE word IN ('grace', 'brewster', 'hopper') ORDER BY word`.execute(t.db);
    expect(known.rows.map((row) => row.word)).toEqual(["brewster", "grace", "hopper"]);
    await t.db.deleteFrom("profiles").where("id", "=", profile.id).execute();
    const left = await sql`SELECT 1 FROM profile_name_words WHERE profile_id = ${profile.id}`.execute(t.db);
    expect(left.rows).toEqual([]);
  });
});
