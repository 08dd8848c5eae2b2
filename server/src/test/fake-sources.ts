// A local stand-in for Crossref, DataCite, arXiv and ORCID: answers recorded responses (fixtures/sources/)
// by request path on 127.0.0.1, and remembers every request it was sent.
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "sources");

/** A recorded response, by file name. */
export const sourceFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");

export interface FakeAnswer {
  status?: number;
  body?: string;
  contentType?: string;
  /** Answer only after this long, to stand for a service that does not answer in time. */
  delayMs?: number;
  /** The Location header, for a redirect. */
  location?: string;
}

export interface SeenRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface FakeSources {
  origin: string;
  /** Answers requests for exactly this path (query aside). Unknown paths answer 404. */
  answer(path: string, answer: FakeAnswer): void;
  /** The requests made to paths starting with this prefix, oldest first. */
  seen(prefix: string): SeenRequest[];
  /** The import source settings pointing at this server, as environment variables. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeSources(): Promise<FakeSources> {
  const answers = new Map<string, FakeAnswer>();
  const requests: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const seenPath = decodeURIComponent(url.pathname);
    requests.push({ path: seenPath, query: url.searchParams, headers: request.headers });
    const answer = answers.get(seenPath) ?? { status: 404, body: "Resource not found.", contentType: "text/plain" };
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(answer.status ?? 200, {
        "content-type": answer.contentType ?? "application/json",
        ...(answer.location && { location: answer.location }),
      });
      response.end(answer.body ?? "");
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    answer: (answerPath, answer) => answers.set(answerPath, answer),
    seen: (prefix) => requests.filter((request) => request.path.startsWith(prefix)),
    env: () => ({
      CROSSREF_API_URL: `${origin}/crossref`,
      DATACITE_API_URL: `${origin}/datacite`,
      ARXIV_API_URL: `${origin}/arxiv/api/query`,
      ORCID_API_URL: `${origin}/orcid`,
      MAIL_FROM: "Scholarly <librarian@scholarly.example.org>",
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
