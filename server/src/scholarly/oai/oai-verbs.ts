// The six OAI-PMH verbs, each answering its element of the response or throwing an OaiError.
import { PUBLICATION_TYPES } from "@scholarly/contract";
import type { PublicationRecord, PublicationStore } from "../publication-store.js";
import { type XmlElement, XSI } from "../xml-document.js";
import { harvestRange } from "./harvest-range.js";
import type { OaiRequest } from "./oai-arguments.js";
import { OAI_DC, oaiDc } from "./oai-dc.js";
import { OaiError } from "./oai-errors.js";
import {
  datestamp,
  oaiIdentifier,
  PARENT_SET,
  publicationIdOf,
  type Repository,
  setNameOf,
  setSpecOf,
} from "./oai-repository.js";
import type { OaiHeaderRow, OaiStore } from "./oai-store.js";
import { badResumptionToken, decodeToken, encodeToken, type ListPosition } from "./resumption-token.js";

export interface VerbDeps {
  store: OaiStore;
  publications: PublicationStore;
  repository: Repository;
}

/** Records (or headers) per response; the rest follows through resumption tokens. */
export const LIST_SIZE = 100;

function header(row: OaiHeaderRow, repository: Repository): XmlElement {
  return {
    ...(row.deleted && { "@_status": "deleted" }),
    identifier: oaiIdentifier(repository, row.id),
    datestamp: datestamp(row.datestamp),
    setSpec: setSpecOf(row.publication_type),
  };
}

/** A deleted record is its header alone. */
function record(row: OaiHeaderRow, publication: PublicationRecord | undefined, repository: Repository): XmlElement {
  if (row.deleted || !publication) return { header: header(row, repository) };
  return { header: header(row, repository), metadata: oaiDc(publication, repository.origin) };
}

function requireOaiDc(metadataPrefix: string | undefined): void {
  if (metadataPrefix !== OAI_DC.prefix) {
    throw new OaiError("cannotDisseminateFormat", `This repository offers only ${OAI_DC.prefix}.`);
  }
}

async function existingHeader({ store, repository }: VerbDeps, identifier: string): Promise<OaiHeaderRow> {
  const id = publicationIdOf(repository, identifier);
  const row = id === undefined ? undefined : await store.header(id);
  if (!row) throw new OaiError("idDoesNotExist", `No record has the identifier ${identifier}.`);
  return row;
}

async function identify({ store, repository }: VerbDeps): Promise<XmlElement> {
  const earliest = (await store.earliestDatestamp()) ?? new Date();
  // The oai-identifier scheme needs a host name with a dot; "localhost" gets no description.
  const describable = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/i.test(repository.host);
  return {
    Identify: {
      repositoryName: "Scholarly",
      baseURL: repository.baseUrl,
      protocolVersion: "2.0",
      adminEmail: repository.adminEmail,
      earliestDatestamp: datestamp(earliest),
      deletedRecord: "persistent",
      granularity: "YYYY-MM-DDThh:mm:ssZ",
      ...(describable && {
        description: {
          "oai-identifier": {
            "@_xmlns": "http://www.openarchives.org/OAI/2.0/oai-identifier",
            "@_xmlns:xsi": XSI,
            "@_xsi:schemaLocation":
              "http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd",
            scheme: "oai",
            repositoryIdentifier: repository.host,
            delimiter: ":",
            sampleIdentifier: oaiIdentifier(repository, 1),
          },
        },
      }),
    },
  };
}

async function listMetadataFormats(deps: VerbDeps, args: OaiRequest["args"]): Promise<XmlElement> {
  if (args.identifier) await existingHeader(deps, args.identifier);
  return {
    ListMetadataFormats: {
      metadataFormat: { metadataPrefix: OAI_DC.prefix, schema: OAI_DC.schema, metadataNamespace: OAI_DC.namespace },
    },
  };
}

function listSets(args: OaiRequest["args"]): XmlElement {
  if (args.resumptionToken) throw new OaiError("badResumptionToken", "The list of sets comes in one response.");
  const sets = [
    { setSpec: PARENT_SET, setName: "Publication types" },
    ...PUBLICATION_TYPES.map((type) => ({ setSpec: setSpecOf(type), setName: setNameOf(type) })),
  ];
  return { ListSets: { set: sets } };
}

async function getRecord(deps: VerbDeps, args: OaiRequest["args"]): Promise<XmlElement> {
  requireOaiDc(args.metadataPrefix);
  const row = await existingHeader(deps, args.identifier ?? "");
  const [publication] = row.deleted ? [] : await deps.publications.byIds([row.id]);
  return { GetRecord: { record: record(row, publication, deps.repository) } };
}

/** The selection's range; a token whose selection no request could have made is a bad token, not a bad argument. */
function resumedRange(selection: { from?: string; until?: string; set?: string }, resumed: boolean) {
  try {
    return harvestRange(selection);
  } catch (error) {
    throw resumed && error instanceof OaiError && error.code === "badArgument" ? badResumptionToken() : error;
  }
}

/** ListIdentifiers and ListRecords: one page of the list, and a resumption token while more follow. */
async function listPage(deps: VerbDeps, request: OaiRequest, withMetadata: boolean): Promise<XmlElement> {
  const { args } = request;
  const resumed = args.resumptionToken ? decodeToken(args.resumptionToken) : undefined;
  const selection = resumed ?? {
    metadataPrefix: args.metadataPrefix ?? "",
    from: args.from,
    until: args.until,
    set: args.set,
  };
  requireOaiDc(selection.metadataPrefix);
  const range = resumedRange(selection, resumed !== undefined);
  const rows = await deps.store.headers(range, resumed?.afterId ?? 0, LIST_SIZE + 1);
  const page = rows.slice(0, LIST_SIZE);
  const last = page.at(-1);
  if (!last) throw new OaiError("noRecordsMatch", "No records match the request.");
  const position: ListPosition = resumed ?? {
    ...selection,
    afterId: 0,
    cursor: 0,
    completeListSize: rows.length > LIST_SIZE ? await deps.store.count(range) : rows.length,
  };
  const more = rows.length > LIST_SIZE;
  const token =
    more || position.cursor > 0
      ? {
          resumptionToken: {
            "@_completeListSize": String(position.completeListSize),
            "@_cursor": String(position.cursor),
            // The last page carries an empty token: the list is complete.
            "#text": more ? encodeToken({ ...position, afterId: last.id, cursor: position.cursor + page.length }) : "",
          },
        }
      : {};
  if (!withMetadata) {
    return { ListIdentifiers: { header: page.map((row) => header(row, deps.repository)), ...token } };
  }
  const publications = await deps.publications.byIds(page.filter((row) => !row.deleted).map((row) => row.id));
  const byId = new Map(publications.map((publication) => [publication.id, publication]));
  return {
    ListRecords: { record: page.map((row) => record(row, byId.get(row.id), deps.repository)), ...token },
  };
}

export async function answerVerb(deps: VerbDeps, request: OaiRequest): Promise<XmlElement> {
  switch (request.verb) {
    case "Identify":
      return identify(deps);
    case "ListMetadataFormats":
      return listMetadataFormats(deps, request.args);
    case "ListSets":
      return listSets(request.args);
    case "GetRecord":
      return getRecord(deps, request.args);
    case "ListIdentifiers":
      return listPage(deps, request, false);
    case "ListRecords":
      return listPage(deps, request, true);
  }
}
