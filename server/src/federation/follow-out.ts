// A member follows, and stops following, an account on another server: a signed Follow (or Undo of it) from the
// member's actor, delivered through Fedify's queue. The account stays pending until its server sends Accept.
import type { Context } from "@fedify/fedify";
import { Follow, Undo } from "@fedify/vocab";
import { FEDIVERSE_FOLLOWING_MESSAGES } from "@scholarly/contract";
import { conflict } from "../http/http-error.js";
import { textOf, webAddressOf } from "./activity-values.js";
import type { FoundAccount } from "./find-fediverse-account.js";
import type { FollowedAccount, FollowingStore, NewFollowedAccount } from "./following-store.js";

async function avatarOf(context: Context<void>, { actor }: FoundAccount): Promise<string | null> {
  try {
    const icon = await actor.getIcon(context);
    return webAddressOf(icon?.url);
  } catch {
    return null;
  }
}

/** What is kept of the account: addresses to deliver to, and how the web shows it. */
async function describeAccount(
  context: Context<void>,
  profileId: number,
  found: FoundAccount,
): Promise<Omit<NewFollowedAccount, "follow_uri">> {
  const { actor } = found;
  return {
    profile_id: profileId,
    actor_uri: String(actor.id?.href),
    inbox_uri: String(actor.inboxId?.href),
    shared_inbox_uri: actor.endpoints?.sharedInbox?.href ?? null,
    name: textOf(actor.name) || textOf(actor.preferredUsername) || found.handle,
    handle: found.handle,
    avatar: await avatarOf(context, found),
    url: webAddressOf(actor.url),
  };
}

/** The recipient Fedify delivers to, from what was kept. */
const recipientOf = (account: FollowedAccount) => ({
  id: new URL(account.actor_uri),
  inboxId: new URL(account.inbox_uri),
  endpoints: account.shared_inbox_uri ? { sharedInbox: new URL(account.shared_inbox_uri) } : null,
});

export async function followAccount(
  context: Context<void>,
  following: FollowingStore,
  profileId: number,
  found: FoundAccount,
): Promise<{ account: FollowedAccount; sent: boolean }> {
  const described = await describeAccount(context, profileId, found);
  const existing = await following.one(profileId, described.actor_uri);
  if (existing) return { account: existing, sent: false };
  const identifier = String(profileId);
  const actor = context.getActorUri(identifier);
  const followUri = new URL(`#follows/${crypto.randomUUID()}`, actor);
  const account = await following.add({ ...described, follow_uri: followUri.href });
  // Two requests at once: the other one sent the Follow.
  if (!account) throw conflict(FEDIVERSE_FOLLOWING_MESSAGES.followRaced);
  const follow = new Follow({ id: followUri, actor, object: found.actor.id });
  await context.sendActivity({ identifier }, recipientOf(account), follow);
  return { account, sent: true };
}

export async function unfollowAccount(
  context: Context<void>,
  following: FollowingStore,
  account: FollowedAccount,
): Promise<void> {
  const identifier = String(account.profile_id);
  const actor = context.getActorUri(identifier);
  const follow = new Follow({
    id: new URL(account.follow_uri),
    actor,
    object: new URL(account.actor_uri),
  });
  const undo = new Undo({ id: new URL(`#undo/${crypto.randomUUID()}`, actor), actor, object: follow });
  await following.remove(account.profile_id, account.actor_uri);
  await context.sendActivity({ identifier }, recipientOf(account), undo);
}
