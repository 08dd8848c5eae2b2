import { describe, expect, it } from "vitest";
import { workObjectPath, workOfUri } from "./actor-paths.js";

const origin = "https://scholarly.example";

describe("work object URIs", () => {
  it("names publications as articles and the other works as notes, and reads them back", () => {
    expect(workObjectPath({ type: "publication", id: 7 })).toBe("/ap/publications/7");
    expect(workObjectPath({ type: "video", id: 9 })).toBe("/ap/notes/video/9");
    for (const type of ["publication", "image", "video", "code"] as const) {
      expect(workOfUri(`${origin}${workObjectPath({ type, id: 42 })}`, origin)).toEqual({ type, id: 42 });
    }
  });

  it("names nothing for other hosts, other paths, bad ids and unknown types", () => {
    for (const uri of [
      "https://elsewhere.example/ap/publications/7",
      `${origin}/ap/publications/0`,
      `${origin}/ap/publications/99999999999`,
      `${origin}/ap/publications/7?x=1`,
      `${origin}/ap/notes/publication/7`,
      `${origin}/ap/notes/poster/7`,
      `${origin}/ap/users/7`,
    ]) {
      expect(workOfUri(uri, origin), uri).toBeUndefined();
    }
  });
});
