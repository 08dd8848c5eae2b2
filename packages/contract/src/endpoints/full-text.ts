// Requesting the full text of a private publication, the authors' list of requests, their answer, and the file.
import { z } from "zod";
import { failures, idBody, messageResponse } from "../common.js";
import { endpoint } from "../endpoint.js";
import {
  answerFullTextBody,
  fullTextFileQuery,
  fullTextRequestPage,
  fullTextRequestsQuery,
  requestFullTextBody,
} from "../full-text.js";

const tag = "full text";
const REQUESTS_PATH = "/user/publication/full-text-requests/";

export const fullTextEndpoints = {
  request: endpoint({
    method: "POST",
    path: "/user/publication/request-full-text/",
    auth: "bearer",
    tag,
    summary: "Ask the authors of a private publication for its full text",
    body: requestFullTextBody,
    responses: { 201: messageResponse, ...failures(400, 401, 403, 404) },
  }),
  requests: endpoint({
    method: "GET",
    path: REQUESTS_PATH,
    auth: "bearer",
    tag,
    summary: "The full-text requests on the member's publications, newest first",
    query: fullTextRequestsQuery,
    responses: { 200: fullTextRequestPage, ...failures(400, 401, 403) },
  }),
  answer: endpoint({
    method: "POST",
    path: `${REQUESTS_PATH}answer/`,
    auth: "bearer",
    tag,
    summary: "Send the full text to the requester (a link valid 7 days, for them only) or decline",
    body: answerFullTextBody,
    responses: { 200: messageResponse, ...failures(400, 401, 403, 404) },
  }),
  revoke: endpoint({
    method: "POST",
    path: `${REQUESTS_PATH}revoke/`,
    auth: "bearer",
    tag,
    summary: "Withdraw a sent full text: the requester's link answers 404 from then on (the owner only)",
    body: idBody,
    responses: { 200: messageResponse, ...failures(400, 401, 403, 404) },
  }),
  file: endpoint({
    method: "GET",
    path: `${REQUESTS_PATH}file/`,
    auth: "bearer",
    tag,
    summary: "The full text sent to the signed-in requester, by the link in their notification",
    query: fullTextFileQuery,
    produces: ["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"],
    responses: { 200: z.string().describe("The document's bytes"), ...failures(400, 401, 403, 404) },
  }),
};
