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
