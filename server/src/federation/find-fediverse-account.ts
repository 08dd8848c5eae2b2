// Finds a fediverse account by handle (@name@host, name@host) or actor address, as Fedify looks it up: WebFinger
// over HTTPS, then the actor document. Where private addresses are allowed (tests, local development) a handle
// whose server speaks plain HTTP, such as name@127.0.0.1:4001, is also asked over HTTP.
import type { Context } from "@fedify/fedify";
import { type Actor, isActor, parseFediverseHandle } from "@fedify/vocab";
import { handleOf } from "./activity-values.js";

const WEBFINGER_TIMEOUT_MS = 10_000;

export interface FoundAccount {
  actor: Actor;
  /** `name@host` without the leading `@`: as asked for, or made from the actor's username and host. */
  handle: string;
}

async function lookUpActor(context: Context<void>, identifier: string): Promise<Actor | null> {
  try {
    const found = await context.lookupObject(identifier);
    return isActor(found) ? found : null;
  } catch {
    // An unreachable server, a page that is no ActivityStreams document: no account found.
    return null;
  }
}

/** The actor address a WebFinger answer over plain HTTP links to, for `name@host`. */
async function plainHttpWebFinger(username: string, host: string): Promise<string | null> {
  const url = new URL(`http://${host}/.well-known/webfinger`);
  url.searchParams.set("resource", `acct:${username}@${host}`);
  try {
    const response = await fetch(url, {
      headers: { accept: "application/jrd+json" },
      redirect: "error",
      signal: AbortSignal.timeout(WEBFINGER_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const { links } = (await response.json()) as { links?: { rel?: string; type?: string; href?: string }[] };
    const self = links?.find((link) => link.rel === "self" && link.type === "application/activity+json");
    return self?.href ?? null;
  } catch {
    return null;
  }
}

export async function findFediverseAccount(
  context: Context<void>,
  identifier: string,
  { allowPrivateAddresses }: { allowPrivateAddresses: boolean },
): Promise<FoundAccount | null> {
  const handle = parseFediverseHandle(identifier);
  let actor = await lookUpActor(context, identifier);
  if (!actor && handle && allowPrivateAddresses) {
    const address = await plainHttpWebFinger(handle.username, handle.host);
    actor = address ? await lookUpActor(context, address) : null;
  }
  if (!actor?.id || !actor.inboxId) return null;
  const named = handle
    ? `${handle.username}@${handle.host.toLowerCase()}`
    : handleOf({ id: actor.id, preferredUsername: actor.preferredUsername });
  return { actor, handle: named };
}
