// Publishing research and reading the feed (part 1 sections 2.12–2.17 and 7).
import { z } from "zod";
import { authorshipDecided, authorshipDecision, authorshipList } from "../authorship.js";
import { failures, idBody } from "../common.js";
import { endpoint } from "../endpoint.js";
import { feedPage, feedQuery, homeFeedPage, postDetail, postQuery, searchDataQuery } from "../feed.js";
import {
  createPublicationFields,
  ownPublications,
  publicationCreated,
  publicationUpdated,
  updatePublicationFields,
} from "../publications.js";

const PUBLICATION_PATH = "/user/publication/publication/";
const AUTHORSHIP_PATH = "/user/publication/authorship/";

export const publicationEndpoints = {
  createPublication: endpoint({
    method: "POST",
    path: PUBLICATION_PATH,
    auth: "bearer",
    tag: "publications",
    summary:
      "Upload a publication with its document (with upload_mode both, its private version too), or metadata only (upload_mode none)",
    multipart: {
      fields: createPublicationFields,
      files: {
        upload_document: { kind: "document", label: "The document" },
        private_document: { kind: "document", label: "The private version" },
      },
    },
    responses: { 201: publicationCreated, ...failures(400, 401, 403, 413) },
  }),
  ownPublications: endpoint({
    method: "GET",
    path: PUBLICATION_PATH,
    auth: "bearer",
    tag: "publications",
    summary: "The signed-in member's publications, newest first",
    responses: { 200: ownPublications, ...failures(401, 403) },
  }),
  updatePublication: endpoint({
    method: "PATCH",
    path: PUBLICATION_PATH,
    auth: "bearer",
    tag: "publications",
    summary:
      "Edit one of the member's publications (id and any field); a new upload_document replaces the old one, and a new private_document the private version (upload_mode both)",
    multipart: {
      fields: updatePublicationFields,
      files: {
        upload_document: { kind: "document", label: "The document" },
        private_document: { kind: "document", label: "The private version" },
      },
    },
    responses: { 200: publicationUpdated, ...failures(400, 401, 403, 404, 413) },
  }),
  deletePublication: endpoint({
    method: "DELETE",
    path: PUBLICATION_PATH,
    auth: "bearer",
    tag: "publications",
    summary: "Delete one of the member's publications and its document; answers 204 without a body",
    body: idBody,
    responses: { 204: z.null(), ...failures(400, 401, 403, 404) },
  }),
  authorships: endpoint({
    method: "GET",
    path: AUTHORSHIP_PATH,
    auth: "bearer",
    tag: "publications",
    summary: "Other members' works naming the signed-in member as an author, pending or confirmed, newest first",
    responses: { 200: authorshipList, ...failures(401, 403) },
  }),
  decideAuthorship: endpoint({
    method: "POST",
    path: AUTHORSHIP_PATH,
    auth: "bearer",
    tag: "publications",
    summary:
      "Confirm or decline being named an author of a publication, or remove yourself later; declined and removed names stay as plain text",
    body: authorshipDecision,
    responses: { 200: authorshipDecided, ...failures(400, 401, 403, 404) },
  }),
};

const HOME_PATH = "/user/publication/home/";

export const feedEndpoints = {
  home: endpoint({
    method: "GET",
    path: HOME_PATH,
    auth: "optional",
    tag: "feed",
    summary:
      "A page of the feed, newest first (members only). With id (and type) it is the spec's older address of GET /user/publication/post/, answered by that endpoint (POST_DETAIL_ALIAS)",
    query: feedQuery,
    responses: { 200: homeFeedPage, ...failures(400, 401, 403) },
  }),
  post: endpoint({
    method: "GET",
    path: "/user/publication/post/",
    auth: "optional",
    tag: "feed",
    summary: "One post's detail (type defaults to publication), public; opening it counts a read",
    query: postQuery,
    responses: { 200: postDetail, ...failures(400, 404) },
  }),
  searchData: endpoint({
    method: "GET",
    path: "/user/publication/search-data/",
    auth: "bearer",
    tag: "feed",
    summary: "A page of the feed holding one kind of post",
    query: searchDataQuery,
    responses: { 200: feedPage, ...failures(400, 401, 403) },
  }),
};

/**
 * The spec's address of a post's detail, GET /user/publication/home/?id={id}&type={type}: a request to `path`
 * carrying `query` is answered as `feedEndpoints.post`, with the same query.
 */
export const POST_DETAIL_ALIAS = { path: HOME_PATH, query: "id", answeredBy: feedEndpoints.post } as const;
