// Replies from the fediverse: a Create of a Note in reply to one of our works (its object URI, or its landing
// page) is kept as a comment awaiting the authors' approval, when the work takes replies and its owner
// federates; the Note's author may change it (Update) or take it back (Delete). Comments live in comments/.
import type { InboxContext } from "@fedify/fedify";
import { type Actor, type Create, type Delete, Note, type Update } from "@fedify/vocab";
import { POST_TYPES, type PostType } from "@scholarly/contract";
import type { CommentCommands, IncomingReply } from "../comments/comment-commands.js";
import { handleOf, textOf, usernameOf, webAddressOf } from "./activity-values.js";
import { databaseIdOf, type WorkRef, workOfUri } from "./actor-paths.js";
import type { ActorStore } from "./actor-store.js";

export interface ReplyStores {
  actors: ActorStore;
  comments: CommentCommands;
}

/** Names as other servers send them can be long; the comment shows a name, not an essay. */
const MAX_AUTHOR_NAME = 200;

/** A landing page of this site, `/post/{id}?type=…` (a publication when the type is left out), as a work. */
function workOfLandingPage(uri: URL, origin: string): WorkRef | undefined {
  const url = new URL(uri);
  const path = /^\/post\/([^/]+)\/?$/.exec(url.pathname);
  const id = databaseIdOf(path?.[1] ?? "");
  const type = url.searchParams.get("type") ?? "publication";
  if (url.origin !== new URL(origin).origin || id === undefined) return undefined;
  return (POST_TYPES as readonly string[]).includes(type) ? { type: type as PostType, id } : undefined;
}

function workRepliedTo(note: Note, origin: string): WorkRef | undefined {
  const target = note.replyTargetId;
  return target ? (workOfUri(target, origin) ?? workOfLandingPage(target, origin)) : undefined;
}

/** The author as the comment shows them, as they are now: name, `user@host`, profile page and avatar. */
async function authorOf(context: InboxContext<void>, actor: Actor & { id: URL }): Promise<IncomingReply["author"]> {
  // Fetched through the federation's loaders (its cache and address rules); an avatar that fails is left out.
  const loaders = { documentLoader: context.documentLoader, contextLoader: context.contextLoader };
  const icon = await actor.getIcon({ ...loaders, suppressError: true });
  return {
    name: (textOf(actor.name) || usernameOf(actor)).slice(0, MAX_AUTHOR_NAME),
    handle: handleOf(actor),
    url: webAddressOf(actor.url) ?? actor.id.href,
    avatar: webAddressOf(icon?.url),
  };
}

/**
 * The Note a Create or Update carries, when its sender wrote it: attributed to them (or to no one) and named
 * on their server, so no one can claim (or block by claiming first) another server's note id.
 */
async function ownNote(context: InboxContext<void>, activity: Create | Update): Promise<Note | undefined> {
  const sender = activity.actorId;
  // Judged by the id before anything is fetched: another server's note is not the sender's to send.
  if (!sender || activity.objectId?.origin !== sender.origin) return undefined;
  const note = await activity.getObject(context);
  if (!(note instanceof Note) || note.id?.href !== activity.objectId.href) return undefined;
  return !note.attributionId || note.attributionId.href === sender.href ? note : undefined;
}

const htmlOf = (note: Note) => note.content?.toString() ?? "";

export async function takeReply(context: InboxContext<void>, create: Create, stores: ReplyStores): Promise<void> {
  const note = await ownNote(context, create);
  const ref = note && workRepliedTo(note, context.canonicalOrigin);
  const work = ref && (await stores.comments.repliableWork(ref.type, ref.id));
  if (!note?.id || !work?.ownerProfileId) return;
  if (!(await stores.actors.ofProfile(work.ownerProfileId))?.enabled) return;
  const actor = await create.getActor(context);
  if (!actor?.id) return;
  const author = await authorOf(context, actor as Actor & { id: URL });
  await stores.comments.receive(work, { noteUri: note.id.href, actorUri: actor.id.href, author, html: htmlOf(note) });
}

export async function editReply(context: InboxContext<void>, update: Update, stores: ReplyStores): Promise<void> {
  const note = await ownNote(context, update);
  if (note?.id && update.actorId) await stores.comments.edit(note.id.href, update.actorId.href, htmlOf(note));
}

/** A Delete names the Note (or carries its Tombstone); only its author's removes it. */
export async function dropReply(remove: Delete, stores: ReplyStores): Promise<void> {
  if (remove.objectId && remove.actorId) await stores.comments.remove(remove.objectId.href, remove.actorId.href);
}
