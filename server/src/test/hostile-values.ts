// fast-check generators of what a hostile or broken client sends: wrong types, huge and empty strings, unicode,
// NUL, prototype keys, deep nesting and huge numbers, shaped into queries, JSON bodies and multipart forms.
import type { Endpoint } from "@scholarly/contract";
import fc from "fast-check";
import { z } from "zod";

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "😀".repeat(2_000),
    "x".repeat(100_000),
    "-1",
    "0",
    "1e309",
    "NaN",
    "9".repeat(400),
    "2026-13-45",
    "' OR 1=1 --",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "%00",
    "true",
    "null",
    "[]",
    "{}",
  ),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, -0, 2 ** 31, 2 ** 53 + 1, 2 ** 63, 1e308, -1e308, 0.5),
);

const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"];

/** Deeper than any form nests and than a recursive walk would survive. */
const deeplyNested = fc.integer({ min: 40, max: 20_000 }).map((depth) => `${"[".repeat(depth)}1${"]".repeat(depth)}`);

/** Any JSON value, as its text; object keys may be prototype keys (written literally, as a client would). */
function jsonText(keys: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const { value } = fc.letrec<{ value: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      hostileString.map((text) => JSON.stringify(text)),
      hostileNumber.map((number) => JSON.stringify(number)),
      fc.constantFrom("true", "false", "null", "1e400", "-1e400", "123456789012345678901234567890"),
      fc.array(tie("value"), { maxLength: 4 }).map((items) => `[${items.join(",")}]`),
      fc.array(fc.tuple(keys, tie("value")), { maxLength: 4 }).map(objectText),
    ),
  }));
  return value;
}

/** An object's JSON text; keys are written literally, so `__proto__` arrives as a client would send it. */
function objectText(entries: [string, string][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;
}

/** The field names a schema knows (through objects, unions, pipes), so generated input reaches its checks. */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === "object") {
      for (const name of Object.keys(record.properties)) names.add(name);
    }
    for (const value of Object.values(record)) visit(value);
  };
  visit(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
  return [...names];
}

/** Values a form would send, so a request often gets past validation to the handler and the database. */
const plausibleString = fc.oneof(
  fc.nat({ max: 5 }).map(String),
  fc.constantFrom(
    "publication",
    "image",
    "video",
    "code",
    "journal",
    "article",
    "both",
    "public",
    "private",
    "2025-05-01",
    "2025-05",
    "Ada Lovelace",
    "ada@example.org",
    "https://example.org/paper",
    "10.1000/xyz123",
    "secret-password",
    "true",
    "false",
    "20",
  ),
);

/** Mostly plausible, often hostile: the text sent for one of the endpoint's own fields. */
const fieldText = fc.oneof({ weight: 3, arbitrary: plausibleString }, { weight: 2, arbitrary: hostileString });

/** Each of the endpoint's fields (most of them present) and a few unknown or prototype keys. */
function fieldEntries<V>(fields: string[], value: fc.Arbitrary<V>): fc.Arbitrary<[string, V][]> {
  const known = fc.tuple(
    ...fields.map((field) =>
      fc.option(
        value.map((entry): [string, V] => [field, entry]),
        { freq: 4, nil: undefined },
      ),
    ),
  );
  const unknownKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileString);
  const extra = fc.array(fc.tuple(unknownKey, value), { maxLength: 2 });
  return fc
    .tuple(known, extra)
    .map(([present, unknown]) => [...present.filter((entry) => entry !== undefined), ...unknown]);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encodes as a client would; a lone surrogate (no UTF-8 form) goes as the invalid bytes a broken one sends. */
function percentEncoded(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join("%ED%A0%80");
}

/** Percent escapes that decode to nothing valid. */
const brokenEscapes = fc.constantFrom("%", "%ZZ", "%E0%A4", "%ED%A0%80", "%00", "%FF%FE");

/** A query string: the endpoint's own parameters and others, with plausible, hostile or broken values. */
export function hostileQuery(endpoint: Endpoint): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 5, arbitrary: fieldText.map(percentEncoded) },
    { weight: 1, arbitrary: brokenEscapes },
  );
  return fieldEntries(fieldNames(endpoint.query), value).map((pairs) =>
    pairs.map(([key, encoded]) => `${percentEncoded(key)}=${encoded}`).join("&"),
  );
}

export type HostileBody =
  | { kind: "json"; text: string }
  | { kind: "form"; fields: [string, string][]; file?: { field: string; bytes: Buffer } };

/** A JSON body (any value, an object of the endpoint's fields, or nested past every limit) or a multipart form. */
export function hostileBody(endpoint: Endpoint): fc.Arbitrary<HostileBody> {
  const fields = fieldNames(endpoint.body ?? endpoint.multipart?.fields);
  const anyKey = fc.oneof(fc.constantFrom(...fields, ...PROTOTYPE_KEYS), hostileString);
  const fieldJson = fc.oneof(
    { weight: 3, arbitrary: plausibleString.map((text) => JSON.stringify(text)) },
    { weight: 1, arbitrary: fc.nat({ max: 5 }).map(String) },
    { weight: 2, arbitrary: jsonText(anyKey) },
  );
  const json = fc
    .oneof(
      { weight: 4, arbitrary: fieldEntries(fields, fieldJson).map(objectText) },
      { weight: 1, arbitrary: jsonText(anyKey) },
      { weight: 1, arbitrary: deeplyNested },
      { weight: 1, arbitrary: hostileString },
    )
    .map((text): HostileBody => ({ kind: "json", text }));
  const fileFields = Object.keys(endpoint.multipart?.files ?? {});
  const form = fc
    .record({
      fields: fieldEntries(fields, fieldText),
      file: fc.option(
        fc.record({
          field: fc.constantFrom(...fileFields, "__proto__", "upload"),
          bytes: fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
        }),
        { nil: undefined },
      ),
    })
    .map((parts): HostileBody => ({ kind: "form", ...parts }));
  return endpoint.multipart ? fc.oneof(json, form) : json;
}

/** A path with each `:parameter` replaced by a hostile value. */
export function hostilePath(endpoint: Endpoint): fc.Arbitrary<string> {
  if (!endpoint.path.includes(":")) return fc.constant(endpoint.path);
  const value = fc.oneof(hostileString.map(percentEncoded), brokenEscapes);
  return value.map((encoded) => endpoint.path.replace(/:(\w+)/g, () => encoded));
}

/** Sent instead of a valid token now and then: garbage, truncated and mis-typed bearer headers. */
export const hostileAuthorization = fc.oneof(
  hostileString.map((text) => `Bearer ${text.replace(/[^\x20-\x7e]/g, "")}`),
  fc.constantFrom("Bearer", "Basic Zm9vOmJhcg==", "bearer a.b.c", "Bearer eyJhbGciOiJub25lIn0.e30."),
);

/** The request as inject() takes it. */
export function injectBody(body: HostileBody): { payload: string | FormData; headers: Record<string, string> } {
  if (body.kind === "json") return { payload: body.text, headers: { "content-type": "application/json" } };
  const form = new FormData();
  for (const [name, value] of body.fields) form.append(name, value);
  if (body.file) form.append(body.file.field, new Blob([body.file.bytes]), "upload.bin");
  return { payload: form, headers: {} };
}
