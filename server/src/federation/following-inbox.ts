// What the inbox does for the accounts members follow: their server's Accept or Reject of our Follow, and their
// posts (Create, Update, Delete of a Note or an Article), kept only when they cite a DOI or an arXiv id and a
// member here follows the account (accepted). Fedify verified that each activity is signed by its actor.
import type { InboxContext } from "@fedify/fedify";
import { type Accept, Article, type Create, type Delete, Note, type Reject, type Update } from "@fedify/vocab";
import type { Db } from "../db/database.js";
import { sanitizeFediverseHtml } from "../text/fediverse-html.js";
import { hrefOf, textOf, webAddressOf } from "./activity-values.js";
import { citedWork } from "./cited-works.js";
import { type ExternalPost, externalPostStore } from "./external-post-store.js";
import { followingStore } from "./following-store.js";

type PostActivity = Create | Update;

/** The post as kept, or null when it is not a Note or an Article of the activity's actor citing a work. */
async function externalPostOf(context: InboxContext<void>, activity: PostActivity): Promise<ExternalPost | null> {
  const object = await activity.getObject(context);
  if (!(object instanceof Note || object instanceof Article) || !object.id || !activity.actorId) return null;
  // Only the author may post it: a Create naming someone else as the author is not theirs to send.
  if (object.attributionId && object.attributionId.href !== activity.actorId.href) return null;
  const content = textOf(object.content) ?? "";
  const name = textOf(object.name);
  const summary = textOf(object.summary);
  // The card links it: an http(s) page only.
  const url = webAddressOf(object.url);
  // Every link counts: an Article may name its DOI only as a `cite-as` link after its page (as our outbox does).
  const { doi, arxiv } = citedWork(name, summary, content, ...object.urls.map(hrefOf));
  if (!doi && !arxiv) return null;
  const published = object.published ? new Date(object.published.epochMilliseconds) : new Date();
  return {
    object_uri: object.id.href,
    actor_uri: activity.actorId.href,
    url,
    name,
    summary: summary && sanitizeFediverseHtml(summary),
    content_html: sanitizeFediverseHtml(content),
    doi,
    arxiv,
    // A date in the future would hold the post at the top of the feed.
    published_at: new Date(Math.min(published.getTime(), Date.now())),
  };
}

export type FollowingInbox = ReturnType<typeof followingInbox>;

export function followingInbox(db: Db) {
  const following = followingStore(db);
  const posts = externalPostStore(db);

  async function takePost(context: InboxContext<void>, activity: PostActivity): Promise<void> {
    if (!activity.actorId || !(await following.isFollowedHere(activity.actorId.href))) return;
    const post = await externalPostOf(context, activity);
    if (post) await posts.keep(post);
    // An edit that took the DOI out takes the post out of the feed.
    else if (activity.objectId) await posts.remove(activity.objectId.href, activity.actorId.href);
  }

  return {
    async takeAccept(_context: InboxContext<void>, accept: Accept): Promise<void> {
      if (accept.actorId && accept.objectId) await following.accept(accept.objectId.href, accept.actorId.href);
    },

    async takeReject(_context: InboxContext<void>, reject: Reject): Promise<void> {
      if (!reject.actorId || !reject.objectId) return;
      const removed = await following.removeByFollow(reject.objectId.href, reject.actorId.href);
      if (removed !== undefined) await posts.removeUnfollowed(reject.actorId.href);
    },

    takeFollowedPost: takePost,
    takeFollowedPostUpdate: takePost,

    async takeFollowedPostDelete(_context: InboxContext<void>, deletion: Delete): Promise<void> {
      if (deletion.actorId && deletion.objectId) await posts.remove(deletion.objectId.href, deletion.actorId.href);
    },
  };
}
