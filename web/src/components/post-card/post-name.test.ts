import type { FeedItem } from "@scholarly/contract";
import { describe, expect, it } from "vitest";
import { postName } from "./PostCard";

const author = { name: "Ada Lovelace" } as FeedItem["user_profile"];

describe("postName", () => {
  it("is the title when there is one", () => {
    expect(postName({ title: "On engines", description: "x", type: "publication", user_profile: author })).toBe(
      "On engines",
    );
  });

  it("is the start of the description for images and videos, never 'Untitled'", () => {
    const long = "A diagram ".repeat(20);
    const named = postName({ title: "", description: long, type: "image", user_profile: author });
    expect(named).toHaveLength(80);
    expect(named.endsWith("…")).toBe(true);
    expect(postName({ title: "", description: "  ", type: "video", user_profile: author })).toBe(
      "Video by Ada Lovelace",
    );
  });
});
