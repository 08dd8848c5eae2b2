// Asking for the full text of a private publication, the authors' requests, their answer, the sent file, and
// revoking a sent one.
import {
  FULL_TEXT_MESSAGES,
  FULL_TEXT_REQUESTS_PAGE_SIZE,
  fullTextEndpoints,
  PUBLICATION_MESSAGES,
} from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest, notFound } from "../http/http-error.js";
import { pageLinks } from "../http/page-links.js";
import { isAuthorOf } from "../posts/document-access.js";
import { authoredDocuments } from "../posts/hydrated-post.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { fullTextLinks, linkExpiry } from "./full-text-links.js";
import { fullTextRequestStore } from "./full-text-request-store.js";
import { presentFullTextRequest } from "./present-full-text-request.js";
import { privateKey, sendFullText } from "./send-full-text.js";

export const fullTextRoutes: DomainRoutes = (route, { db, events, config, storage }) => {
  const hydration = hydrationStore(db);
  /** The publication's row and who its authors are; undefined when there is none. */
  const publicationOf = async (id: number) => (await hydration.ofKind("publication", [id]))[0];
  const requests = fullTextRequestStore(db);
  const links = fullTextLinks(config.jwtSecret);

  route(fullTextEndpoints.request, async ({ user, body }) => {
    const found = await publicationOf(body.id);
    if (!found) throw notFound(PUBLICATION_MESSAGES.postNotFound);
    const publication = found.row;
    if (publication.upload_mode === "public") throw badRequest(FULL_TEXT_MESSAGES.notPrivate);
    // Its authors may fetch the private document themselves.
    if (isAuthorOf(authoredDocuments(found), user.id)) throw badRequest(FULL_TEXT_MESSAGES.ownPublication);
    const requestId = await requests.open(publication.id, user.id, body.message ?? "");
    if (requestId === undefined) throw badRequest(FULL_TEXT_MESSAGES.alreadyRequested);
    events.publish({
      type: "full-text.requested",
      requestId,
      postId: publication.id,
      requesterUserId: user.id,
      ownerUserId: publication.user_id,
    });
    return { message: FULL_TEXT_MESSAGES.requested };
  });

  route(fullTextEndpoints.requests, async ({ user, query: { page } }) => {
    const limit = FULL_TEXT_REQUESTS_PAGE_SIZE;
    const { rows, count } = await requests.onPublicationsOf(user.id, { offset: (page - 1) * limit, limit });
    return {
      count,
      ...pageLinks(fullTextEndpoints.requests.path, { page, limit, count }),
      results: rows.map(presentFullTextRequest),
    };
  });

  /** A request on a publication the member posted; anyone else's answers 404 like an unknown one. */
  async function ownersRequest(id: number, user: { id: number }) {
    const request = await requests.byId(id);
    if (!request || request.owner_user_id !== user.id) {
      throw notFound(FULL_TEXT_MESSAGES.requestNotFound);
    }
    return request;
  }

  route(fullTextEndpoints.answer, async ({ user, body }) => {
    const request = await ownersRequest(body.id, user);
    const sending = body.decision === "send";
    let answer: Parameters<typeof requests.answer>[1] = { status: "declined" };
    if (sending) {
      const publication = (await publicationOf(request.publication_id))?.row;
      if (!publication) throw notFound(FULL_TEXT_MESSAGES.requestNotFound);
      if (publication.upload_mode === "none") throw badRequest(FULL_TEXT_MESSAGES.noFullText);
      // The link serves the private version stored now, not one that replaces it later.
      answer = { status: "sent", linkExpiresAt: linkExpiry(), document: privateKey(publication) };
    }
    if (!(await requests.answer(request.id, answer))) {
      throw badRequest(FULL_TEXT_MESSAGES.alreadyAnswered);
    }
    events.publish({
      type: "full-text.answered",
      requestId: request.id,
      postId: request.publication_id,
      requesterUserId: request.requester_user_id,
      ownerUserId: request.owner_user_id,
      decision: body.decision,
    });
    return { message: sending ? FULL_TEXT_MESSAGES.sent : FULL_TEXT_MESSAGES.declined };
  });

  route(fullTextEndpoints.revoke, async ({ user, body }) => {
    const request = await ownersRequest(body.id, user);
    if (!(await requests.revoke(request.id))) throw badRequest(FULL_TEXT_MESSAGES.notSent);
    events.publish({
      type: "full-text.revoked",
      requestId: request.id,
      postId: request.publication_id,
      requesterUserId: request.requester_user_id,
      ownerUserId: request.owner_user_id,
    });
    return { message: FULL_TEXT_MESSAGES.revoked };
  });

  route(fullTextEndpoints.file, async ({ user, query, reply }) => {
    // Signed for the requester: anyone else's token makes the signature fail, and the link is unknown to them.
    const request = links.verify(query, user.id) ? await requests.byId(query.id) : undefined;
    if (request?.status !== "sent" || request.requester_user_id !== user.id) {
      throw notFound(FULL_TEXT_MESSAGES.linkInvalid);
    }
    const publication = (await publicationOf(request.publication_id))?.row;
    if (!publication) throw notFound(FULL_TEXT_MESSAGES.linkInvalid);
    return sendFullText(reply, storage, publication, request.sent_document);
  });
};
