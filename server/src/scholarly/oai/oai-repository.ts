// The repository as harvesters see it: its base URL, identifiers, sets and datestamps.
import { MAX_RECORD_ID, PUBLICATION_TYPES, type PublicationType } from "@scholarly/contract";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { siteOrigin } from "../../http/site-origin.js";
import { utcSeconds } from "../xml-document.js";

export interface Repository {
  origin: string;
  baseUrl: string;
  /** The namespace part of every identifier: the site's host name (no port, which a colon would split). */
  host: string;
  adminEmail: string;
}

export function repositoryFor(config: Config, request: FastifyRequest): Repository {
  const origin = siteOrigin(config, request);
  return { origin, baseUrl: `${origin}/oai`, host: new URL(origin).hostname, adminEmail: config.mailFromAddress };
}

export const oaiIdentifier = (repository: Repository, publicationId: number) =>
  `oai:${repository.host}:publication/${publicationId}`;

/** The publication id an identifier of this repository names; undefined for anything else. */
export function publicationIdOf(repository: Repository, identifier: string): number | undefined {
  const prefix = `oai:${repository.host}:publication/`;
  const id = identifier.startsWith(prefix) ? identifier.slice(prefix.length) : "";
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_RECORD_ID ? Number(id) : undefined;
}

/** Every set is a kind of publication under the parent set "type": type:article, type:conference-paper. */
export const PARENT_SET = "type";
export const setSpecOf = (type: string) => `${PARENT_SET}:${type.replaceAll(" ", "-")}`;
export const setNameOf = (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1)}`;

/** The kinds a set holds: all of them for the parent set, one for a child, none for an unknown set. */
export function typesInSet(setSpec: string): readonly PublicationType[] {
  if (setSpec === PARENT_SET) return PUBLICATION_TYPES;
  return PUBLICATION_TYPES.filter((type) => setSpecOf(type) === setSpec);
}

/** YYYY-MM-DDThh:mm:ssZ, the granularity this repository declares. */
export const datestamp = utcSeconds;
