// Members who federate and the activities a fediverse peer sends them, for the inbox's tests.
import { buildMember } from "./factories.js";
import type { FediversePeer } from "./fediverse-peer.js";
import type { TestApp } from "./test-app.js";

/** The PUBLIC_URL federation tests run under. */
export const TEST_ORIGIN = "http://scholarly.test";

export const FEDERATING_ENV = {
  FEDERATION: "on",
  PUBLIC_URL: TEST_ORIGIN,
  // The peer lives on 127.0.0.1: fetching its actor and delivering to its inbox needs this, as in local development.
  FEDERATION_ALLOW_PRIVATE_ADDRESSES: "true",
};

/** A member with a profile and an actor, with these settings changed from the defaults. */
export async function buildFederatingMember(t: TestApp, name: string, settings: object = {}) {
  const member = await buildMember(t, { name });
  await t.app.inject({ method: "PATCH", url: "/user/federation/", headers: member.headers, payload: settings });
  const actor = `${TEST_ORIGIN}/ap/users/${member.profile.id}`;
  /** Their followers on other servers, as their settings count them. */
  const remoteFollowers = async () =>
    (await t.app.inject({ method: "GET", url: "/user/federation/", headers: member.headers })).json()
      .remote_followers as number;
  return { ...member, actor, inbox: `${actor}/inbox`, remoteFollowers };
}

let sequence = 0;

/** An activity of the peer's alice, with a fresh id. */
export function peerActivity(peer: FediversePeer, type: string, object: unknown) {
  sequence += 1;
  return {
    "@context": "https://www.w3.org/ns/activitystreams",
    id: `${peer.origin}/activities/${type.toLowerCase()}-${sequence}`,
    type,
    actor: peer.actorId,
    object,
  };
}

/** The activity of this type answering (naming as its object) the activity `id`, once it reached the peer. */
export const peerReceived = (peer: FediversePeer, type: string, id: string) =>
  peer.received.find(
    ({ activity }) =>
      activity.type === type && (activity.object === id || (activity.object as { id?: string } | undefined)?.id === id),
  );
