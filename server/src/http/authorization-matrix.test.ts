// Every endpoint of the contract, called as an anonymous visitor, as another member and as the owner of what the
// request names: each answers the status its line in test/authorization-table.ts says.
import { allEndpoints, type Endpoint } from "@scholarly/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorizationTable, type MatrixRequest, type Member } from "../test/authorization-table.js";
import { buildMember } from "../test/factories.js";
import { formOf } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ WORKER: "off" });
});
afterAll(() => testApp.close());

const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

function send(endpoint: Endpoint, request: MatrixRequest, headers: Record<string, string>) {
  const query =
    request.query &&
    new URLSearchParams(Object.entries(request.query).map(([key, value]): [string, string] => [key, String(value)]));
  const url = `${request.url ?? endpoint.path}${query ? `?${query}` : ""}`;
  if (request.raw) {
    const rawHeaders = { ...headers, "content-type": request.raw.contentType };
    return testApp.app.inject({ method: endpoint.method, url, headers: rawHeaders, payload: request.raw.payload });
  }
  const payload = request.form ? formOf(request.form) : request.body;
  return testApp.app.inject({ method: endpoint.method, url, headers, ...(payload && { payload }) });
}

describe("the authorization matrix", () => {
  it("has a line for every endpoint of the contract", () => {
    const missing = allEndpoints.map(nameOf).filter((name) => !(name in authorizationTable));
    expect(missing, "add these endpoints to server/src/test/authorization-table.ts").toEqual([]);
  });

  it("has no line for an endpoint the contract no longer declares", () => {
    const declared = new Set(allEndpoints.map(nameOf));
    expect(Object.keys(authorizationTable).filter((name) => !declared.has(name))).toEqual([]);
  });
});

const callers = {
  anonymous: async () => ({}),
  other: async () => (await buildMember(testApp)).headers as Record<string, string>,
  owner: async (owner: Member) => owner.headers as Record<string, string>,
};

describe.each(allEndpoints.filter((endpoint) => nameOf(endpoint) in authorizationTable).map((e) => [nameOf(e), e]))(
  "%s",
  (name, endpoint) => {
    const entry = authorizationTable[name as string];
    it.each(Object.keys(callers) as (keyof typeof callers)[])(
      "answers as the table says when called as %s",
      async (caller) => {
        if (!entry) throw new Error(`${name} has no line in the authorization table`);
        const owner = await buildMember(testApp);
        const request = (await entry.setup?.(testApp, owner)) ?? {};
        const response = await send(endpoint as Endpoint, request, await callers[caller](owner));
        expect(response.statusCode, response.body.slice(0, 300)).toBe(entry[caller]);
      },
    );
  },
);
