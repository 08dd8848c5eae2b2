// Two instances of the app that federate with each other over loopback: each listens on its own port with its
// own database (PGlite, or a database of its own on the DATABASE_URL server), FEDERATION=on, PUBLIC_URL its own
// http://127.0.0.1:{port}, private addresses allowed, and its job queue (Fedify's) running.
import { createServer } from "node:net";
import { importJwk, signRequest } from "@fedify/fedify";
import { actorStore } from "../federation/actor-store.js";
import { buildMember } from "./factories.js";
import { createTestApp, type TestApp } from "./test-app.js";

export interface FederatingMember extends Awaited<ReturnType<typeof buildMember>> {
  /** The member's actor address on their instance. */
  actor: string;
  /** `slug@127.0.0.1:{port}`, as their settings show it. */
  handle: string;
  /** Their followers on other servers, as their settings count them. */
  remoteFollowers(): Promise<number>;
}

export interface FederatingInstance extends TestApp {
  origin: string;
  /** A new member with a profile, federating. */
  member(name: string): Promise<FederatingMember>;
  /**
   * Delivers `activity` to `inbox` signed with the member's actor key (draft-cavage), as their instance would:
   * for what Scholarly has no way to send itself (a reply to another server's work).
   */
  deliverAs(member: FederatingMember, inbox: string, activity: object): Promise<Response>;
}

/** A port free now on loopback; the instance listens on it right after. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("No loopback port was given.");
  return address.port;
}

async function startFederatingInstance(): Promise<FederatingInstance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ FEDERATION: "on", PUBLIC_URL: origin, FEDERATION_ALLOW_PRIVATE_ADDRESSES: "true" });
  await t.app.listen({ port, host: "127.0.0.1" });

  return {
    ...t,
    origin,
    async member(name) {
      const member = await buildMember(t, { name });
      const settings = async () =>
        (await t.app.inject({ method: "GET", url: "/user/federation/", headers: member.headers })).json() as {
          handle: string;
          remote_followers: number;
        };
      return {
        ...member,
        actor: `${origin}/ap/users/${member.profile.id}`,
        handle: (await settings()).handle,
        remoteFollowers: async () => (await settings()).remote_followers,
      };
    },
    async deliverAs(member, inbox, activity) {
      const [rsa] = (await actorStore(t.db).keyPairsOf(member.profile.id)) ?? [];
      if (!rsa) throw new Error(`${member.actor} has no keys yet: it has not sent anything.`);
      const unsigned = new Request(inbox, {
        method: "POST",
        headers: { "content-type": "application/activity+json" },
        body: JSON.stringify(activity),
      });
      const signed = await signRequest(
        unsigned,
        await importJwk(rsa.privateKey, "private"),
        new URL(`${member.actor}#main-key`),
        { spec: "draft-cavage-http-signatures-12" },
      );
      return fetch(signed);
    },
  };
}

export interface TwoFederatingInstances {
  a: FederatingInstance;
  b: FederatingInstance;
  close(): Promise<void>;
}

export async function startTwoFederatingInstances(): Promise<TwoFederatingInstances> {
  const a = await startFederatingInstance();
  const b = await startFederatingInstance().catch(async (error: unknown) => {
    await a.close();
    throw error;
  });
  return {
    a,
    b,
    async close() {
      await Promise.all([a.close(), b.close()]);
    },
  };
}
