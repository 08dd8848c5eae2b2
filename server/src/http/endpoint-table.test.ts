import { allEndpoints, publicationEndpoints } from "@scholarly/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";

interface OpenApiOperation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

let testApp: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  testApp = await createTestApp();
  document = testApp.app.swagger() as unknown as OpenApiDocument;
});
afterAll(() => testApp.close());

/** Every documented operation; the operational routes (probes, metrics, media files) are not part of the API. */
const apiOperations = () =>
  Object.entries(document.paths)
    .filter(([path]) => !/^\/(health|metrics|media)(\/|$)/.test(path))
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));

/** The contract writes path parameters as `:name`, OpenAPI as `{name}`. */
const asDocumented = (path: string) => path.replace(/:(\w+)/g, "{$1}");

describe("the endpoint table", () => {
  it("declares every API route the server registers, and the server registers every declared endpoint", () => {
    const declared = allEndpoints.map((endpoint) => `${endpoint.method} ${asDocumented(endpoint.path)}`).sort();
    expect(apiOperations().sort()).toEqual(declared);
  });

  it("declares each method and path once", () => {
    const declared = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("lists every multipart field of a form endpoint in the OpenAPI document, files as binary", () => {
    const { path, multipart } = publicationEndpoints.createPublication;
    const form = document.paths[path]?.post?.requestBody?.content["multipart/form-data"];
    const properties = JSON.stringify(form?.schema);
    for (const field of ["title", "author", "publication_date", "publication_type", "doi", "abstract", "upload_mode"]) {
      expect(properties).toContain(`"${field}"`);
    }
    expect(Object.keys(multipart.files)).toEqual(["upload_document", "private_document"]);
    expect(properties).toMatch(/"upload_document":\{[^}]*"format":"binary"/);
    expect(properties).toMatch(/"private_document":\{[^}]*"format":"binary"/);
  });
});
