// Asks a public metadata service for one document: names us, gives up after the timeout, follows redirects
// only within the service's own host (a few of them), and tells "there is no such record" (404) apart from
// "we could not ask" (anything else, a timeout included).
import type { FastifyBaseLogger } from "fastify";
import type { ImportSources } from "../../../config.js";
import { badGateway, HttpError } from "../../../http/http-error.js";

export type SourceName = "Crossref" | "DataCite" | "arXiv" | "ORCID";

export interface SourceClient {
  /** The body of a 200 answer, or undefined for a 404. */
  text(source: SourceName, url: string, accept: string): Promise<string | undefined>;
  /** The parsed body of a 200 JSON answer, or undefined for a 404. */
  json<T>(source: SourceName, url: string): Promise<T | undefined>;
}

export const unreachable = (source: SourceName) => badGateway(`Could not reach ${source}. Try again later.`);

/** Services move records (a DOI's new case, a new API version) in a hop or two; more is a loop. */
const MAX_REDIRECTS = 3;

export function sourceClient(settings: Pick<ImportSources, "timeoutMs" | "userAgent">, log: FastifyBaseLogger) {
  /**
   * The answer at the end of the service's redirects. A redirect elsewhere is refused: the server must not be
   * sent to another host (an internal address, say) by a service's answer.
   */
  async function follow(source: SourceName, url: string, accept: string): Promise<Response> {
    const signal = AbortSignal.timeout(settings.timeoutMs);
    let at = new URL(url);
    for (let hop = 0; ; hop++) {
      const response = await fetch(at, {
        headers: { accept, "user-agent": settings.userAgent },
        signal,
        redirect: "manual",
      });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) return response;
      await response.body?.cancel();
      const next = new URL(location, at);
      if (next.origin !== at.origin || hop >= MAX_REDIRECTS) {
        log.warn({ url: at.href, location: next.href }, `${source} redirected elsewhere or too often`);
        throw unreachable(source);
      }
      at = next;
    }
  }

  async function text(source: SourceName, url: string, accept: string): Promise<string | undefined> {
    let response: Response;
    try {
      response = await follow(source, url, accept);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      log.warn({ err: error, url }, `${source} did not answer`);
      throw unreachable(source);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      log.warn({ url, status: response.status }, `${source} answered an error`);
      throw unreachable(source);
    }
    try {
      return await response.text();
    } catch (error) {
      log.warn({ err: error, url }, `${source} broke off its answer`);
      throw unreachable(source);
    }
  }

  return {
    text,
    async json<T>(source: SourceName, url: string): Promise<T | undefined> {
      const body = await text(source, url, "application/json");
      if (body === undefined) return undefined;
      try {
        return JSON.parse(body) as T;
      } catch {
        log.warn({ url }, `${source} answered something that is not JSON`);
        throw unreachable(source);
      }
    },
  } satisfies SourceClient;
}
