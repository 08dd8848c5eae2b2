// A member asking for a private work's full text, and its poster sending, declining or later revoking it: the
// rules of each step, the request's row, and the event the notifications listen to.
import { type FULL_TEXT_DECISIONS, FULL_TEXT_MESSAGES, PUBLICATION_MESSAGES } from "@scholarly/contract";
import type { Db } from "../db/database.js";
import type { DomainEvents } from "../events/domain-events.js";
import { badRequest, notFound } from "../http/http-error.js";
import { isAuthorOf } from "../posts/document-access.js";
import { authoredDocuments } from "../posts/hydrated-post.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { linkExpiry } from "./full-text-links.js";
import { fullTextRequestStore, type RequestWithPublication } from "./full-text-request-store.js";
import { privateKey } from "./send-full-text.js";

export function fullTextCommands({ db, events }: { db: Db; events: DomainEvents }) {
  const hydration = hydrationStore(db);
  const requests = fullTextRequestStore(db);
  /** The publication's row and who its authors are; undefined when there is none. */
  const publicationOf = async (id: number) => (await hydration.ofKind("publication", [id]))[0];
  const parties = (request: RequestWithPublication) => ({
    requestId: request.id,
    postId: request.publication_id,
    requesterUserId: request.requester_user_id,
    ownerUserId: request.owner_user_id,
  });

  return {
    async request(userId: number, publicationId: number, message: string): Promise<void> {
      const found = await publicationOf(publicationId);
      if (!found) throw notFound(PUBLICATION_MESSAGES.postNotFound);
      const publication = found.row;
      if (publication.upload_mode === "public") throw badRequest(FULL_TEXT_MESSAGES.notPrivate);
      // Its authors may fetch the private document themselves.
      if (isAuthorOf(authoredDocuments(found), userId)) throw badRequest(FULL_TEXT_MESSAGES.ownPublication);
      const requestId = await requests.open(publication.id, userId, message);
      if (requestId === undefined) throw badRequest(FULL_TEXT_MESSAGES.alreadyRequested);
      events.publish({
        type: "full-text.requested",
        requestId,
        postId: publication.id,
        requesterUserId: userId,
        ownerUserId: publication.user_id,
      });
    },

    /** The poster's answer to a request on their work (`request`, theirs: the route checked). */
    async answer(request: RequestWithPublication, decision: (typeof FULL_TEXT_DECISIONS)[number]): Promise<void> {
      let answer: Parameters<typeof requests.answer>[1] = { status: "declined" };
      if (decision === "send") {
        const publication = (await publicationOf(request.publication_id))?.row;
        if (!publication) throw notFound(FULL_TEXT_MESSAGES.requestNotFound);
        if (publication.upload_mode === "none") throw badRequest(FULL_TEXT_MESSAGES.noFullText);
        // The link serves the private version stored now, not one that replaces it later.
        answer = { status: "sent", linkExpiresAt: linkExpiry(), document: privateKey(publication) };
      }
      if (!(await requests.answer(request.id, answer))) throw badRequest(FULL_TEXT_MESSAGES.alreadyAnswered);
      events.publish({ type: "full-text.answered", ...parties(request), decision });
    },

    /** Takes back a sent full text (`request`, the poster's: the route checked). */
    async revoke(request: RequestWithPublication): Promise<void> {
      if (!(await requests.revoke(request.id))) throw badRequest(FULL_TEXT_MESSAGES.notSent);
      events.publish({ type: "full-text.revoked", ...parties(request) });
    },
  };
}
