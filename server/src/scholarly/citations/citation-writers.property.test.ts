import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readBibtex, readRis } from "../../test/citation-readers.js";
import type { CslItem } from "../csl/csl-item.js";
import { CSL_TYPE_OF } from "../csl/publication-types.js";
import { bibtexEntries } from "./bibtex-writer.js";
import { risRecords } from "./ris-writer.js";

/** Any text at all: control characters, lone surrogates, TeX, RIS tags and whole lines of them. */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc
    .array(
      fc.constantFrom(
        "{",
        "}",
        "\\",
        "$",
        "%",
        "#",
        "&",
        "_",
        "^",
        "~",
        "\n",
        "\r",
        "ER  - ",
        "TY  - ",
        "@misc{",
        ",",
        " and ",
        '"',
        "α",
        "Ñ",
      ),
      { maxLength: 20 },
    )
    .map((parts) => parts.join("")),
);

const anyName = fc.record(
  { given: anyText, family: anyText, literal: anyText, "non-dropping-particle": anyText, suffix: anyText },
  { requiredKeys: [] },
);

const anyItem = fc.record(
  {
    id: anyText,
    "citation-key": anyText,
    type: fc.constantFrom(...new Set(Object.values(CSL_TYPE_OF).map((kind) => kind.type))),
    genre: anyText,
    title: anyText,
    author: fc.array(anyName, { maxLength: 4 }),
    issued: fc.record({ "date-parts": fc.tuple(fc.array(fc.oneof(fc.integer(), anyText), { maxLength: 3 })) }),
    DOI: anyText,
    URL: anyText,
    abstract: anyText,
    "container-title": anyText,
    volume: anyText,
    issue: anyText,
    page: anyText,
    publisher: anyText,
    keywords: fc.array(anyText, { maxLength: 4 }),
  },
  { requiredKeys: ["id", "type"] },
) as fc.Arbitrary<CslItem>;

describe("the citation writers, given random text in every field", () => {
  it("write BibTeX that Better BibTeX's parser reads back without an error, one entry per work", () => {
    fc.assert(
      fc.property(fc.array(anyItem, { minLength: 1, maxLength: 5 }), (items) => {
        const { entries, errors } = readBibtex(bibtexEntries(items));
        expect(errors).toEqual([]);
        expect(entries).toHaveLength(items.length);
      }),
      { numRuns: 300 },
    );
  });

  it("write RIS that astrocite reads back, one record per work", () => {
    fc.assert(
      fc.property(fc.array(anyItem, { minLength: 1, maxLength: 5 }), (items) => {
        expect(readRis(risRecords(items))).toHaveLength(items.length);
      }),
      { numRuns: 300 },
    );
  });
});
