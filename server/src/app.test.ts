import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the HTTP application", () => {
  it("reports healthy once the database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers an unknown API path with a JSON 404, never the web page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/user/no-such-thing/" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json().error).toContain("No route");
  });

  it("sends security headers on every response", async () => {
    const response = await t.app.inject({ method: "GET", url: "/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("publishes an OpenAPI document", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });
});

describe("the built web app", () => {
  let web: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), "scholarly-web-"));
    await mkdir(path.join(webDist, "assets"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>Scholarly</title>");
    await writeFile(path.join(webDist, "assets", "main-4f2a9c.js"), "console.log('app');");
    await writeFile(path.join(webDist, "assets", "main-4f2a9c.js.br"), brotliCompressSync("console.log('app');"));
    await writeFile(path.join(webDist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    web = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await web.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("lets browsers keep hashed assets for good and revalidate every other file", async () => {
    const asset = await web.app.inject({ method: "GET", url: "/assets/main-4f2a9c.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await web.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("no-cache");
    expect(icon.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("sends the pre-compressed copy to a browser that accepts brotli", async () => {
    const asset = await web.app.inject({
      method: "GET",
      url: "/assets/main-4f2a9c.js",
      headers: { "accept-encoding": "br" },
    });
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe("console.log('app');");
  });
});
