import { afterEach, describe, expect, it, vi } from "vitest";
import { ExpiringCache } from "./expiring-cache.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("the expiring cache", () => {
  it("answers a stored value until it expires, then nothing", () => {
    vi.useFakeTimers();
    const cache = new ExpiringCache<string, number>(10, 1_000);
    cache.set("a", 1);
    vi.advanceTimersByTime(999);
    expect(cache.get("a")).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get("a")).toBeUndefined();
  });

  it("honours an entry's own expiry over the default lifetime", () => {
    vi.useFakeTimers();
    const cache = new ExpiringCache<string, number>(10, 1_000);
    cache.set("token", 1, { expiresAt: Date.now() + 60_000 });
    vi.advanceTimersByTime(30_000);
    expect(cache.get("token")).toBe(1);
  });

  it("drops the least recently used entry when full", () => {
    const cache = new ExpiringCache<string, number>(2, 1_000);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.get("a")).toBe(1);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBe(3);
  });

  it("does not store a value computed before a forget or clear", () => {
    const cache = new ExpiringCache<string, number>(10, 1_000);
    const before = cache.generation;
    cache.forget("a");
    cache.set("a", 1, { generation: before });
    expect(cache.get("a")).toBeUndefined();
    const beforeClear = cache.generation;
    cache.clear();
    cache.set("a", 1, { generation: beforeClear });
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", 2, { generation: cache.generation });
    expect(cache.get("a")).toBe(2);
  });

  it("removes an entry only while it still holds the given value", () => {
    const cache = new ExpiringCache<string, number>(10, 1_000);
    cache.set("a", 1);
    cache.deleteIfSame("a", 2);
    expect(cache.get("a")).toBe(1);
    cache.deleteIfSame("a", 1);
    expect(cache.get("a")).toBeUndefined();
  });
});
