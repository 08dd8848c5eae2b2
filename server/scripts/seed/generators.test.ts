import { PUBLICATION_TYPES } from "@scholarly/contract";
import { describe, expect, it } from "vitest";
import { minimalPdf, solidPng, webmBytes } from "../../src/test/file-fixtures.js";
import { followedBy } from "./follows.js";
import { generateMember, memberName } from "./people.js";
import { generatePost } from "./posts.js";
import { createRandom } from "./random.js";

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

describe("seed generators", () => {
  it("write the same members, posts and follows for the same seed", () => {
    const first = range(50).map((index) => [
      generateMember(7, index, 50),
      generatePost(7, index, 50),
      followedBy(7, index, 50),
    ]);
    const again = range(50).map((index) => [
      generateMember(7, index, 50),
      generatePost(7, index, 50),
      followedBy(7, index, 50),
    ]);
    expect(again).toEqual(first);
  });

  it("write a different dataset for another seed", () => {
    const names = (seed: number) => range(50).map((index) => memberName(seed, index));
    expect(names(2)).not.toEqual(names(1));
  });

  it("rebuild any one member alone, so batches can be generated in any order", () => {
    expect(generateMember(3, 40, 100)).toEqual(generateMember(3, 40, 100));
    expect(memberName(3, 40)).toBe(generateMember(3, 40, 100).profile.name);
  });

  it("give members names in several scripts and surnames shared by many", () => {
    const names = range(2000).map((index) => memberName(1, index));
    expect(names.some((name) => /[À-ž]/.test(name))).toBe(true);
    expect(names.some((name) => /[\u0400-\u04ff\u0600-\u06ff\u3040-\u30ff\u4e00-\u9fff]/.test(name))).toBe(true);
    const surnameCounts = new Map<string, number>();
    for (const name of names) {
      const surname = name.split(" ").slice(1).join(" ");
      surnameCounts.set(surname, (surnameCounts.get(surname) ?? 0) + 1);
    }
    expect(Math.max(...surnameCounts.values())).toBeGreaterThan(100);
  });

  it("cover every one of the 23 publication types and every kind of feed item", () => {
    const posts = range(2000).map((index) => generatePost(1, index, 100));
    const types = new Set(posts.flatMap((post) => (post.kind === "publication" ? [post.row.publication_type] : [])));
    expect([...types].sort()).toEqual([...PUBLICATION_TYPES].sort());
    expect(new Set(posts.map((post) => post.kind))).toEqual(new Set(["publication", "image", "video", "code"]));
  });

  it("spread posts over several years", () => {
    const years = new Set(range(500).map((index) => String(generatePost(1, index, 100).row.created_at).slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(8);
  });

  it("never make a member follow themselves or the same member twice, and pile followers on a few", () => {
    const members = 1000;
    const followers = new Map<number, number>();
    for (const follower of range(members)) {
      const followed = followedBy(1, follower, members);
      expect(followed).not.toContain(follower);
      expect(new Set(followed).size).toBe(followed.length);
      for (const member of followed) followers.set(member, (followers.get(member) ?? 0) + 1);
    }
    const counts = [...followers.values()].sort((a, b) => b - a);
    const total = counts.reduce((sum, count) => sum + count, 0);
    // The top 1% of members hold far more than 1% of all follows.
    expect(counts.slice(0, members / 100).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(total * 0.1);
  });

  it("draw from a seeded generator whose values stay in range", () => {
    const random = createRandom(42);
    const draws = range(1000).map(() => random.int(3, 9));
    expect(Math.min(...draws)).toBe(3);
    expect(Math.max(...draws)).toBe(9);
    expect(createRandom(42).next()).toBe(createRandom(42).next());
  });

  it("make shared files the server recognises by their bytes", () => {
    expect(solidPng(2, 2, [1, 2, 3]).subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(minimalPdf("x").subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(webmBytes().includes(Buffer.from("webm"))).toBe(true);
  });
});
