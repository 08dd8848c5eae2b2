// Comments on a work: replies from the fediverse, listed to everyone once approved and moderated by its authors.

import { comment, commentPage, commentsQuery, moderateCommentBody } from "../comments.js";
import { failures } from "../common.js";
import { endpoint } from "../endpoint.js";

const tag = "comments";
const PATH = "/user/publication/comments/";

export const commentEndpoints = {
  list: endpoint({
    method: "GET",
    path: PATH,
    auth: "optional",
    tag,
    summary:
      "A work's comments from the fediverse, oldest first: approved ones to everyone, all (pending, approved, rejected) to its authors",
    query: commentsQuery,
    responses: { 200: commentPage, ...failures(400, 404) },
  }),
  moderate: endpoint({
    method: "POST",
    path: `${PATH}moderate/`,
    auth: "bearer",
    tag,
    summary: "Approve or reject a comment on the member's work (an author of it only)",
    body: moderateCommentBody,
    responses: { 200: comment, ...failures(400, 401, 403, 404) },
  }),
};
