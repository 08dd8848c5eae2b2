// A CSL item's keywords one by one: our own list when the item came from a publication, else CSL's comma-joined string.
import type { CslItem } from "./csl-item.js";

export const keywordsOf = (item: Pick<CslItem, "keyword" | "keywords">): string[] =>
  (item.keywords ?? (item.keyword ?? "").split(",")).map((keyword) => keyword.trim()).filter(Boolean);
