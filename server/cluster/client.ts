// What the cluster's tests and load send: JSON and multipart requests as a browser would, and members made the
// way a person signs up (sign-up, the e-mailed code, a profile).
import { request as httpRequest } from "node:http";
import { minimalPdf } from "../src/test/file-fixtures.js";
import type { Cluster } from "./cluster.js";

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked by the tests that read them
  body: any;
}

export interface Member {
  email: string;
  userId: number;
  profileId: number;
  name: string;
  headers: Record<string, string>;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sent as a browser would: requests without one, or with Node's own, are robots' and their reads do not count. */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body };
}

export async function send(
  origin: string,
  method: string,
  path: string,
  options: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { "user-agent": BROWSER, ...options.headers };
  let body: FormData | string | undefined = options.form;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  return answerOf(await fetch(`${origin}${path}`, { method, headers, body }));
}

/**
 * A JSON POST leaving from a chosen loopback address (Linux routes all of 127/8 to the loopback device), so a
 * test is a client of its own for per-address limits.
 */
export function postFrom(localAddress: string, url: string, json: unknown): Promise<Answer> {
  const payload = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: incoming.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        });
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

/** Signs up with an e-mailed code and creates a profile; `origins` are used in turn, one per request. */
export async function signUpMember(cluster: Cluster, name: string, origins: string[] = [cluster.origin]) {
  const via = (step: number) => origins[step % origins.length] ?? cluster.origin;
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = "analytical-engine";
  const signUp = await send(via(0), "POST", "/user/signup/", {
    json: { email, password, conform_password: password },
  });
  expectStatus(signUp, 201, `sign-up of ${email}`);
  const headers = bearer(signUp.body.access_token);
  const otp = await cluster.latestCode(email);
  expectStatus(await send(via(1), "POST", "/user/verify-otp/", { json: { email, otp }, headers }), 200, "verify-otp");
  const form = new FormData();
  form.set("name", name);
  form.set("institution", "University of London");
  form.set("research_areas", "Analytical engines");
  form.set("bio", `${name} studies engines.`);
  const profile = await send(via(2), "POST", "/user/profile/create-profile/", { form, headers });
  expectStatus(profile, 201, "create-profile");
  const member: Member = { email, userId: signUp.body.user_id, profileId: profile.body.data.id, name, headers };
  return member;
}

/** The upload form of a publication with a one-page PDF. */
export function publicationForm(title: string): FormData {
  const form = new FormData();
  form.set("title", title);
  form.set("abstract", `${title}, in brief.`);
  form.set("upload_document", new Blob([new Uint8Array(minimalPdf(title))], { type: "application/pdf" }), "paper.pdf");
  return form;
}

export const PUBLICATIONS = "/user/publication/publication/";

/** Publishes a publication with a one-page PDF; answers its id and the document's URL. */
export async function publish(
  origin: string,
  member: Member,
  title: string,
): Promise<{ id: number; document: string }> {
  const answer = await send(origin, "POST", PUBLICATIONS, { form: publicationForm(title), headers: member.headers });
  expectStatus(answer, 201, "publish");
  return { id: answer.body.data.id, document: answer.body.data.upload_document };
}

/** How many requests this instance has answered for `route`, or for every route (from its /metrics). */
export async function requestsServed(
  instanceOrigin: string,
  route: string | undefined,
  token: string,
): Promise<number> {
  const response = await fetch(`${instanceOrigin}/metrics`, { headers: bearer(token) });
  const text = await response.text();
  let total = 0;
  for (const line of text.split("\n")) {
    if (
      line.startsWith("scholarly_http_requests_total{") &&
      (route === undefined || line.includes(`route="${route}"`))
    ) {
      total += Number(line.slice(line.lastIndexOf(" ") + 1));
    }
  }
  return total;
}
