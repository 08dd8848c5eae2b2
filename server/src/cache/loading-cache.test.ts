import { describe, expect, it } from "vitest";
import { loadingCache } from "./loading-cache.js";

describe("a loading cache's lookup counts", () => {
  it("counts a lookup that loads as a miss, and answers from memory (or from a load under way) as hits", async () => {
    const cache = loadingCache<string, string>({ max: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads++;
      return "page";
    };
    await Promise.all([cache.fetch("home", { context: load }), cache.fetch("home", { context: load })]);
    await cache.fetch("home", { context: load });
    expect(loads).toBe(1);
    expect(cache.lookups).toEqual({ hits: 2, misses: 1 });
  });

  it("counts get() alike", () => {
    const cache = loadingCache<number, string>({ max: 10, ttlMs: 60_000 });
    cache.set(1, "one");
    cache.get(1);
    cache.get(2);
    expect(cache.lookups).toEqual({ hits: 1, misses: 1 });
  });
});
