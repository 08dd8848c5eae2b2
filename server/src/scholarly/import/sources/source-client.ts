// Asks a public metadata service for one document: names us, gives up after the timeout, and tells
// "there is no such record" (404) apart from "we could not ask" (anything else, a timeout included).
import type { FastifyBaseLogger } from "fastify";
import type { ImportSources } from "../../../config.js";
import { badGateway } from "../../../http/http-error.js";

export type SourceName = "Crossref" | "DataCite" | "arXiv" | "ORCID";

export interface SourceClient {
  /** The body of a 200 answer, or undefined for a 404. */
  text(source: SourceName, url: string, accept: string): Promise<string | undefined>;
  /** The parsed body of a 200 JSON answer, or undefined for a 404. */
  json<T>(source: SourceName, url: string): Promise<T | undefined>;
}

export const unreachable = (source: SourceName) => badGateway(`Could not reach ${source}. Try again later.`);

export function sourceClient(settings: Pick<ImportSources, "timeoutMs" | "userAgent">, log: FastifyBaseLogger) {
  async function text(source: SourceName, url: string, accept: string): Promise<string | undefined> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept, "user-agent": settings.userAgent },
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
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
