// Another fediverse server on loopback, for federation tests: one actor, alice, with her own RSA key, who signs
// activities (HTTP Signatures, draft-cavage, as Mastodon does) and whose inbox records what arrives.

import type { webcrypto } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { generateCryptoKeyPair, signRequest } from "@fedify/fedify";
import { Temporal } from "@js-temporal/polyfill";

export interface ReceivedActivity {
  headers: Record<string, string | string[] | undefined>;
  activity: Record<string, unknown>;
}

/** A signed request as Fastify's inject takes it. */
export interface SignedPost {
  url: string;
  headers: Record<string, string>;
  payload: string;
}

export interface SigningOptions {
  /** A key that is not alice's, to forge a signature. */
  signer?: webcrypto.CryptoKey;
  /** When the signature says it was made; now unless given. */
  signedAt?: Date;
  /** The key the signature names; alice's unless given (another server's, to test what is refused before fetching it). */
  keyId?: string;
  /** How the request is signed: draft-cavage as Mastodon signs (the default), or RFC 9421. */
  spec?: "draft-cavage-http-signatures-12" | "rfc9421";
}

export interface PeerOptions {
  /** Answer 401 to requests signed by RFC 9421, as servers that verify only draft-cavage do. */
  refusesRfc9421?: boolean;
}

export interface FediversePeer {
  origin: string;
  actorId: string;
  /** What alice's inbox received, oldest first. */
  received: ReceivedActivity[];
  /** A POST of `activity` to `target`, signed with alice's key now (or another key, or at another time). */
  signedPost(target: string, activity: object, options?: SigningOptions): Promise<SignedPost>;
  /** A key that is not alice's, to sign a forgery with. */
  otherKey(): Promise<webcrypto.CryptoKey>;
  close(): Promise<void>;
}

const pem = (der: ArrayBuffer) =>
  `-----BEGIN PUBLIC KEY-----\n${Buffer.from(der).toString("base64").replace(/.{64}/g, "$&\n")}\n-----END PUBLIC KEY-----\n`;

export async function startFediversePeer({ refusesRfc9421 = false }: PeerOptions = {}): Promise<FediversePeer> {
  const keys = await generateCryptoKeyPair("RSASSA-PKCS1-v1_5");
  const publicKeyPem = pem(await crypto.subtle.exportKey("spki", keys.publicKey));
  const received: ReceivedActivity[] = [];
  let origin = "";
  const actorId = () => `${origin}/users/alice`;
  const actor = () => ({
    "@context": ["https://www.w3.org/ns/activitystreams", "https://w3id.org/security/v1"],
    id: actorId(),
    type: "Person",
    preferredUsername: "alice",
    name: "Alice Peer",
    url: `${origin}/@alice`,
    icon: { type: "Image", mediaType: "image/png", url: `${origin}/avatars/alice.png` },
    inbox: `${actorId()}/inbox`,
    endpoints: { sharedInbox: `${origin}/inbox` },
    publicKey: { id: `${actorId()}#main-key`, owner: actorId(), publicKeyPem },
  });

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "GET" && request.url === "/users/alice") {
        response.writeHead(200, { "content-type": "application/activity+json" }).end(JSON.stringify(actor()));
      } else if (request.method === "POST" && (request.url === "/users/alice/inbox" || request.url === "/inbox")) {
        if (refusesRfc9421 && request.headers["signature-input"] !== undefined) {
          response.writeHead(401).end();
          return;
        }
        received.push({ headers: request.headers, activity: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
        response.writeHead(202).end();
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    actorId: actorId(),
    received,
    async signedPost(
      target,
      activity,
      {
        signer = keys.privateKey,
        signedAt,
        keyId = `${actorId()}#main-key`,
        spec = "draft-cavage-http-signatures-12",
      }: SigningOptions = {},
    ) {
      const payload = JSON.stringify(activity);
      const unsigned = new Request(target, {
        method: "POST",
        headers: { "content-type": "application/activity+json", accept: "application/activity+json" },
        body: payload,
      });
      const signed = await signRequest(unsigned, signer, new URL(keyId), {
        spec,
        ...(signedAt && { currentTime: Temporal.Instant.fromEpochMilliseconds(signedAt.getTime()) }),
      });
      const url = new URL(target);
      return { url: url.pathname, headers: { ...Object.fromEntries(signed.headers), host: url.host }, payload };
    },
    async otherKey() {
      return (await generateCryptoKeyPair("RSASSA-PKCS1-v1_5")).privateKey;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
