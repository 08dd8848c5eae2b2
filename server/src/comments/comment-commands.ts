// The writes of comments: a reply from the fediverse kept (once) and announced to the work's authors, its
// author's edits and deletion, and the authors' approval or rejection. Each rule is here, once.
import { COMMENT_MESSAGES, type CommentAction, type CommentStatus } from "@scholarly/contract";
import type { AppContext } from "../app-context.js";
import { forbidden, notFound } from "../http/http-error.js";
import type { HydrationStore } from "../posts/hydration-store.js";
import { sanitizeFediverseHtml } from "../text/fediverse-html.js";
import { type CommentRow, commentStore } from "./comment-store.js";
import { type CommentedWork, commentedWork } from "./commented-work.js";

/** A reply as it arrived: the Note's id, its author (a remote actor, as they were then) and its HTML. */
export interface IncomingReply {
  noteUri: string;
  actorUri: string;
  author: { name: string; handle: string; url: string; avatar: string | null };
  html: string;
}

const STATUS_OF: Record<CommentAction, CommentStatus> = { approve: "approved", reject: "rejected" };

export type CommentCommands = ReturnType<typeof commentCommands>;

export function commentCommands({ db, events }: Pick<AppContext, "db" | "events">, hydration: HydrationStore) {
  const comments = commentStore(db);

  return {
    /** The work a reply names, when it exists and takes replies. */
    async repliableWork(type: CommentedWork["type"], id: number): Promise<CommentedWork | undefined> {
      const work = await commentedWork(hydration, type, id);
      return work?.takesReplies ? work : undefined;
    },

    /** Keeps the reply awaiting approval and tells the authors; a redelivery changes nothing. */
    async receive(work: CommentedWork, reply: IncomingReply): Promise<void> {
      const kept = await comments.keep({
        post_type: work.type,
        post_id: work.id,
        note_uri: reply.noteUri,
        actor_uri: reply.actorUri,
        author_name: reply.author.name,
        author_handle: reply.author.handle,
        author_url: reply.author.url,
        author_avatar: reply.author.avatar,
        content_html: sanitizeFediverseHtml(reply.html),
      });
      if (!kept) return;
      events.publish({
        type: "comment.received",
        commentId: kept.id,
        kind: work.type,
        postId: work.id,
        authorUserIds: work.authorUserIds,
      });
    },

    /** Only the reply's author may change its wording; anyone else's Update changes nothing. */
    edit(noteUri: string, actorUri: string, html: string): Promise<boolean> {
      return comments.edit(noteUri, actorUri, sanitizeFediverseHtml(html));
    },

    /** Only the reply's author may delete it; anyone else's Delete changes nothing. */
    remove(noteUri: string, actorUri: string): Promise<boolean> {
      return comments.remove(noteUri, actorUri);
    },

    /** An author of the work approves or rejects a comment on it. */
    async moderate(userId: number, id: number, action: CommentAction): Promise<CommentRow> {
      const comment = await comments.byId(id);
      const work = comment && (await commentedWork(hydration, comment.post_type, comment.post_id));
      if (!comment || !work) throw notFound(COMMENT_MESSAGES.notFound);
      if (!work.authorUserIds.includes(userId)) throw forbidden(COMMENT_MESSAGES.notAnAuthor);
      const moderated = await comments.setStatus(id, STATUS_OF[action]);
      if (!moderated) throw notFound(COMMENT_MESSAGES.notFound);
      return moderated;
    },
  };
}
