import { Temporal } from "@js-temporal/polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-database.js";
import { databaseKvStore, sweepExpiredKv } from "./database-kv-store.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const kv = () => databaseKvStore(database.db);
const listed = async (prefix?: readonly [string, ...string[]]) => {
  const entries = [];
  for await (const entry of kv().list(prefix)) entries.push(entry);
  return entries;
};

describe("Fedify's key-value store in our database", () => {
  it("keeps a JSON value under a key of several parts, replaces it, and deletes it", async () => {
    await kv().set(["doc", "https://example.org/a"], { name: "A", tags: [1, 2] });
    expect(await kv().get(["doc", "https://example.org/a"])).toEqual({ name: "A", tags: [1, 2] });
    await kv().set(["doc", "https://example.org/a"], "replaced");
    expect(await kv().get(["doc", "https://example.org/a"])).toBe("replaced");
    await kv().delete(["doc", "https://example.org/a"]);
    expect(await kv().get(["doc", "https://example.org/a"])).toBeUndefined();
  });

  it("lists the entries under a prefix of whole key parts", async () => {
    await kv().set(["list", "x", "1"], 1);
    await kv().set(["list", "x", "2"], 2);
    await kv().set(["list", "xy"], 3);
    expect(await listed(["list", "x"])).toEqual([
      { key: ["list", "x", "1"], value: 1 },
      { key: ["list", "x", "2"], value: 2 },
    ]);
    expect((await listed()).length).toBeGreaterThanOrEqual(3);
  });

  it("forgets an entry when its time is up, and the sweep removes it", async () => {
    await kv().set(["ttl", "short"], "soon gone", { ttl: Temporal.Duration.from({ milliseconds: 1 }) });
    await kv().set(["ttl", "long"], "kept", { ttl: Temporal.Duration.from({ hours: 1 }) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await kv().get(["ttl", "short"])).toBeUndefined();
    expect(await listed(["ttl"])).toEqual([{ key: ["ttl", "long"], value: "kept" }]);
    expect(await sweepExpiredKv(database.db)).toBe(1);
    expect(await kv().get(["ttl", "long"])).toBe("kept");
  });
});
