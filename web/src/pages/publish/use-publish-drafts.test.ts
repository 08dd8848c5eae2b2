import type { PublicationDraft } from "@scholarly/contract";
import { describe, expect, it } from "vitest";
import { draftFields } from "./use-publish-drafts";

const draft = (overrides: Partial<PublicationDraft>): PublicationDraft => ({
  title: "Feudal society",
  authors: [{ name: "Marc Bloch" }],
  et_al: false,
  publication_date: "1939-01-01",
  publication_date_precision: "day",
  publication_type: "book",
  doi: null,
  abstract: "",
  journal: null,
  volume: null,
  issue: null,
  pages: null,
  publisher: null,
  isbn: null,
  url: null,
  keywords: [],
  duplicate: false,
  ...overrides,
});

describe("publishing an imported draft as it is", () => {
  it("sends only the part of its date the source gave: the year, the month or the day", () => {
    const sentDate = (overrides: Partial<PublicationDraft>) => draftFields(draft(overrides), null).publication_date;

    expect(sentDate({ publication_date: "1939-01-01", publication_date_precision: "year" })).toBe("1939");
    expect(sentDate({ publication_date: "1939-03-01", publication_date_precision: "month" })).toBe("1939-03");
    expect(sentDate({ publication_date: "1939-03-15", publication_date_precision: "day" })).toBe("1939-03-15");
  });
});
