// A federating app beside a fediverse peer, members who federate, and the activities the peer sends them, for
// the federation tests.
import { buildMember } from "./factories.js";
import { type FediversePeer, type SigningOptions, startFediversePeer } from "./fediverse-peer.js";
import { createTestApp, type TestApp } from "./test-app.js";

/** The PUBLIC_URL federation tests run under. */
export const TEST_ORIGIN = "http://scholarly.test";

export const FEDERATING_ENV = {
  FEDERATION: "on",
  PUBLIC_URL: TEST_ORIGIN,
  // The peer lives on 127.0.0.1: fetching its actor and delivering to its inbox needs this, as in local development.
  FEDERATION_ALLOW_PRIVATE_ADDRESSES: "true",
};

/** The app under test, federating (with `env` added), and a peer server on 127.0.0.1 to federate with. */
export async function startFederation(env: Record<string, string> = {}): Promise<{ t: TestApp; peer: FediversePeer }> {
  const [peer, t] = await Promise.all([startFediversePeer(), createTestApp({ ...FEDERATING_ENV, ...env })]);
  return { t, peer };
}

export async function stopFederation(t: TestApp | undefined, peer: FediversePeer | undefined): Promise<void> {
  await t?.close();
  await peer?.close();
}

/** Posts the activity to an inbox as the peer's server delivers it: signed by its actor. */
export const deliverSigned = async (
  t: TestApp,
  peer: FediversePeer,
  inbox: string,
  activity: object,
  options?: SigningOptions,
) => t.app.inject({ method: "POST", ...(await peer.signedPost(inbox, activity, options)) });

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
