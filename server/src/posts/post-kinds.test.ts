import { POST_TYPES } from "@scholarly/contract";
import { describe, expect, it } from "vitest";
import { kindsWith, postFileColumns, postTable } from "./post-kinds.js";

describe("the post-kind registry", () => {
  it("gives each kind of post its table", () => {
    expect(POST_TYPES.map((kind) => postTable(kind))).toEqual([
      "publications",
      "gallery_images",
      "videos",
      "user_codes",
    ]);
  });

  it("pictures publications and gallery images, and reads text from publications and code", () => {
    expect(kindsWith("thumbnailSource")).toEqual(["publication", "image"]);
    expect(kindsWith("textSource")).toEqual(["publication", "code"]);
  });

  it("counts a publication's private copy among its documents, so it is swept and deleted like the public one", () => {
    const publicationFiles = postFileColumns.filter(({ kind }) => kind === "publication");
    expect(publicationFiles.map(({ column, role }) => [column, role])).toEqual([
      ["upload_document", "document"],
      ["private_document", "document"],
    ]);
  });
});
