// OAI-PMH 2.0 at /oai (GET, or POST with a form body): harvesters such as BASE, OpenAIRE and CORE collect
// every publication's Dublin Core record, and learn of changes and deletions by datestamp.
import { harvestingEndpoints } from "@scholarly/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { DomainRoutes } from "../../http/endpoint-routes.js";
import { publicationStore } from "../publication-store.js";
import { readArguments } from "./oai-arguments.js";
import { OaiError, requestNotEchoed } from "./oai-errors.js";
import { repositoryFor } from "./oai-repository.js";
import { oaiStore } from "./oai-store.js";
import { answerVerb } from "./oai-verbs.js";
import { errorElement, type OaiAnswer, oaiDocument } from "./oai-xml.js";

export const oaiRoutes: DomainRoutes = (route, { db, config }) => {
  const store = oaiStore(db);
  const publications = publicationStore(db);

  async function respond(params: URLSearchParams, request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const repository = repositoryFor(config, request);
    let answer: OaiAnswer;
    try {
      const oaiRequest = readArguments(params);
      const body = await answerVerb({ store, publications, repository }, oaiRequest);
      answer = { echoed: { verb: oaiRequest.verb, ...oaiRequest.args }, body };
    } catch (error) {
      if (!(error instanceof OaiError)) throw error;
      const echoed = requestNotEchoed(error.code) ? undefined : Object.fromEntries(params);
      answer = { echoed, body: errorElement(error.code, error.message) };
    }
    reply.type("text/xml; charset=utf-8");
    return oaiDocument(repository, answer, new Date());
  }

  route(harvestingEndpoints.oai, async ({ request, reply }) =>
    respond(new URL(request.url, "http://localhost").searchParams, request, reply),
  );

  route(harvestingEndpoints.oaiForm, async ({ request, reply }) =>
    respond(new URLSearchParams(typeof request.body === "string" ? request.body : ""), request, reply),
  );
};
