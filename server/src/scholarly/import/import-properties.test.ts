import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await buildMember(t)).headers;
});
afterAll(() => t.close());

/** Text that is BibTeX in places: entries, @string macros, concatenation, braces that may not close. */
const bibtexish = fc
  .array(
    fc.record({
      type: fc.constantFrom("article", "misc", "string", "preamble", "comment", "book", "x"),
      key: fc.oneof(fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/), fc.string({ maxLength: 6 })),
      fields: fc.array(
        fc.tuple(
          fc.constantFrom("title", "author", "year", "month", "journal", "s1", "abstract", "keywords", "doi"),
          fc.oneof(
            fc.string({ maxLength: 30 }).map((value) => `{${value}}`),
            fc.string({ maxLength: 30 }).map((value) => `"${value}"`),
            fc.constantFrom("s1 # s1", "#jan#", "jan", "2024", "{A and others}", "{\\'e\\\"o}", "{{{", "}}", "s1"),
          ),
        ),
        { maxLength: 6 },
      ),
      closed: fc.boolean(),
    }),
    { maxLength: 6 },
  )
  .map((entries) =>
    entries
      .map(({ type, key, fields, closed }) => {
        const body = fields.map(([name, value]) => `  ${name} = ${value}`).join(",\n");
        return type === "string"
          ? `@string{s1 = ${fields[0]?.[1] ?? "{x}"}}`
          : `@${type}{${key},\n${body}${closed ? "}" : ""}`;
      })
      .join("\n\n"),
  );

/** Text that is RIS in places: records of known and unknown tags, some never ended. */
const risish = fc
  .array(
    fc.tuple(
      fc.constantFrom("TY", "AU", "TI", "PY", "DA", "KW", "AB", "N2", "DO", "ER", "M3", "ZZ", "T2"),
      fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("JOUR", "UNPB", "others", "2024/13/45/", "")),
    ),
    { maxLength: 30 },
  )
  .map((lines) => `TY  - JOUR\n${lines.map(([tag, value]) => `${tag}  - ${value}`).join("\n")}\n`);

/** JSON that is CSL in places: items whose variables hold the right type, the wrong one, or anything, nested. */
const cslValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.constant(null),
  fc.constantFrom({ "date-parts": [[2024, 3]] }, { "date-parts": "2024" }, [{ family: "Ada" }], [[{ given: 1 }]]),
  fc.jsonValue({ maxDepth: 4 }),
);
const cslJsonish = fc
  .oneof(
    fc.dictionary(
      fc.constantFrom("id", "type", "title", "author", "issued", "DOI", "keyword", "page", "volume", "abstract", "x"),
      cslValue,
    ),
    fc.jsonValue({ maxDepth: 6 }),
  )
  .chain((item) => fc.oneof(fc.constant(item), fc.array(fc.constant(item), { maxLength: 4 })))
  .chain((value) =>
    // Cut short at times, so some of it does not parse.
    fc.nat({ max: 40 }).map((cut) => {
      const json = JSON.stringify(value) ?? "null";
      return cut === 0 ? json.slice(0, json.length >> 1) : json;
    }),
  );

const pasted = fc.oneof(
  bibtexish,
  risish,
  cslJsonish,
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
);

describe("whatever is pasted into the import", () => {
  it("answers without a server error, within a few seconds", async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(pasted, async (text) => {
        sent += 1;
        const started = performance.now();
        const response = await t.app.inject({
          method: "POST",
          url: "/user/publication/import/",
          headers,
          payload: { text },
          // The import allows 30 a minute from one address; each run comes from its own.
          remoteAddress: `10.0.${sent >> 8}.${sent & 255}`,
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(performance.now() - started).toBeLessThan(10_000);
      }),
      { numRuns: 40 },
    );
  });
});
