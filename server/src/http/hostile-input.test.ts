// Hostile and broken input for every endpoint of the contract: whatever arrives, the answer is never a 5xx, and a
// refused request changes no stored data.
import { allEndpoints, type Endpoint, profileEndpoints } from "@scholarly/contract";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { type FakeSources, startFakeSources } from "../test/fake-sources.js";
import { hostileAuthorization, hostileBody, hostilePath, hostileQuery, injectBody } from "../test/hostile-values.js";
import { buildPublication } from "../test/post-factories.js";
import { rowCounts } from "../test/row-counts.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

/** Enough to meet every kind of value on every endpoint, few enough for the file to run well under a minute. */
const RUNS_PER_ENDPOINT = 15;

let testApp: TestApp;
let sources: FakeSources;
let memberHeaders: Record<string, string>;

beforeAll(async () => {
  // Imports ask a local stand-in (which knows no work) instead of Crossref, DataCite, arXiv and ORCID. No
  // workers: a job sent by an earlier accepted request must not write while a later refused one is watched.
  sources = await startFakeSources();
  testApp = await createTestApp({ ...sources.env(), WORKER: "off" });
});
afterAll(async () => {
  await testApp.close();
  await sources.close();
});

// A member of their own per endpoint: hostile input to one endpoint may succeed (delete the account, say).
beforeEach(async () => {
  const member = await buildMember(testApp);
  await buildPublication(testApp, { userId: member.user.id });
  memberHeaders = member.headers;
});

const sendsBody = (endpoint: Endpoint) => endpoint.method !== "GET";

function hostileRequest(endpoint: Endpoint) {
  return fc.record({
    path: hostilePath(endpoint),
    query: hostileQuery(endpoint),
    body: sendsBody(endpoint) ? fc.option(hostileBody(endpoint), { nil: undefined }) : fc.constant(undefined),
    // Mostly signed in, so the input gets past the token check to the validation and the handler.
    authorization: fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: hostileAuthorization },
    ),
  });
}

describe.each(allEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  "hostile input to %s",
  (_name, endpoint) => {
    it("is answered without a server error, and changes nothing when refused", async () => {
      await fc.assert(
        fc.asyncProperty(hostileRequest(endpoint), async (request) => {
          const before = await rowCounts(testApp.db);
          const body = request.body && injectBody(request.body);
          const response = await testApp.app.inject({
            method: endpoint.method,
            url: request.query ? `${request.path}?${request.query}` : request.path,
            headers: {
              ...memberHeaders,
              ...(request.authorization !== undefined && { authorization: request.authorization }),
              ...body?.headers,
            },
            ...(body && { payload: body.payload }),
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          if (response.statusCode >= 400) expect(await rowCounts(testApp.db)).toEqual(before);
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    });
  },
);

describe("a JSON body standing in for a form", () => {
  it("answers 400 naming a field sent as an object, which has no text to read", async () => {
    const response = await testApp.app.inject({
      method: "PATCH",
      url: profileEndpoints.updateProfile.path,
      headers: { ...memberHeaders, "content-type": "application/json" },
      payload: '{"name":{"toString":""}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { name: "The field 'name' must be text." } });
  });
});
