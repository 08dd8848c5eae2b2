// Following accounts on other fediverse servers by handle (issue 22, "Following out").
import { failures, messageResponse } from "../common.js";
import { endpoint } from "../endpoint.js";
import {
  fediverseAccount,
  fediverseFollowingList,
  fediverseFollowRequest,
  fediverseUnfollowQuery,
} from "../fediverse-following.js";

const tag = "federation";
const PATH = "/user/federation/following/";

export const fediverseFollowingEndpoints = {
  following: endpoint({
    method: "GET",
    path: PATH,
    auth: "bearer",
    tag,
    summary: "The fediverse accounts the member follows (pending until their server accepts), newest first",
    responses: { 200: fediverseFollowingList, ...failures(401, 403) },
  }),
  follow: endpoint({
    method: "POST",
    path: PATH,
    auth: "bearer",
    tag,
    summary:
      "Follow a fediverse account by handle (@name@host, name@host) or actor address: 202 when a Follow was sent, 200 when already followed",
    body: fediverseFollowRequest,
    responses: { 200: fediverseAccount, 202: fediverseAccount, ...failures(400, 401, 403, 404, 409) },
  }),
  unfollow: endpoint({
    method: "DELETE",
    path: PATH,
    auth: "bearer",
    tag,
    summary: "Stop following a fediverse account (its server is sent an Undo of the Follow)",
    query: fediverseUnfollowQuery,
    responses: { 200: messageResponse, ...failures(400, 401, 403, 404) },
  }),
};
