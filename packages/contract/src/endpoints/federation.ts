// The member's fediverse settings (issue 22): their handle, federating or not, approving followers.
import { failures } from "../common.js";
import { endpoint } from "../endpoint.js";
import { federationSettings, federationSettingsChange } from "../federation.js";
import {
  remoteFollowerDecided,
  remoteFollowerDecision,
  remoteFollowerList,
  remoteFollowersQuery,
} from "../federation-followers.js";

const tag = "federation";
const PATH = "/user/federation/";

export const federationEndpoints = {
  settings: endpoint({
    method: "GET",
    path: PATH,
    auth: "bearer",
    tag,
    summary: "The member's fediverse handle (slug@host), whether they federate, and their followers elsewhere",
    responses: { 200: federationSettings, ...failures(400, 401, 403) },
  }),
  updateSettings: endpoint({
    method: "PATCH",
    path: PATH,
    auth: "bearer",
    tag,
    summary:
      "Change the handle's slug (once; 409 when taken), federating on or off, or approving followers; settings left out stay",
    body: federationSettingsChange,
    responses: { 200: federationSettings, ...failures(400, 401, 403, 409) },
  }),
  remoteFollowers: endpoint({
    method: "GET",
    path: `${PATH}followers/`,
    auth: "bearer",
    tag,
    summary: "The member's followers on other servers: waiting for approval, or accepted (the default); newest first",
    query: remoteFollowersQuery,
    responses: { 200: remoteFollowerList, ...failures(400, 401, 403) },
  }),
  decideRemoteFollower: endpoint({
    method: "POST",
    path: `${PATH}followers/decide/`,
    auth: "bearer",
    tag,
    summary:
      "Accept a waiting follower (their server is sent an Accept) or refuse one, waiting or accepted (sent a Reject, and removed)",
    body: remoteFollowerDecision,
    responses: { 200: remoteFollowerDecided, ...failures(400, 401, 403, 404) },
  }),
};
