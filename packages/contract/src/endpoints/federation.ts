// The member's fediverse settings (issue 22): their handle, federating or not, approving followers.
import { failures } from "../common.js";
import { endpoint } from "../endpoint.js";
import { federationSettings, federationSettingsChange } from "../federation.js";

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
};
