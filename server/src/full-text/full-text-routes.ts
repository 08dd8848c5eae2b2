// Asking for the full text of a private publication, the authors' requests, their answer, and the sent file.
import {
  FULL_TEXT_MESSAGES,
  FULL_TEXT_REQUESTS_PAGE_SIZE,
  fullTextEndpoints,
  PUBLICATION_MESSAGES,
} from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest, notFound } from "../http/http-error.js";
import { pageLinks } from "../http/page-links.js";
import { publicationStore } from "../publications/publication-store.js";
import { canFetchPrivateDocument } from "./document-access.js";
import { fullTextLinks, linkExpiry } from "./full-text-links.js";
import { fullTextRequestStore } from "./full-text-request-store.js";
import { presentFullTextRequest } from "./present-full-text-request.js";
import { sendFullText } from "./send-full-text.js";

export const fullTextRoutes: DomainRoutes = (route, { db, events, config, storage }) => {
  const publications = publicationStore(db);
  const requests = fullTextRequestStore(db);
  const links = fullTextLinks(config.jwtSecret);

  route(fullTextEndpoints.request, async ({ user, body }) => {
    const publication = await publications.byId(body.id);
    if (!publication) throw notFound(PUBLICATION_MESSAGES.postNotFound);
    if (publication.upload_mode === "public") throw badRequest(FULL_TEXT_MESSAGES.notPrivate);
    if (canFetchPrivateDocument(publication, user)) throw badRequest(FULL_TEXT_MESSAGES.ownPublication);
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

  route(fullTextEndpoints.answer, async ({ user, body }) => {
    const request = await requests.byId(body.id);
    if (!request || !canFetchPrivateDocument({ user_id: request.owner_user_id }, user)) {
      throw notFound(FULL_TEXT_MESSAGES.requestNotFound);
    }
    const sending = body.decision === "send";
    if (!(await requests.answer(request.id, sending ? "sent" : "declined", sending ? linkExpiry() : null))) {
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

  route(fullTextEndpoints.file, async ({ user, query, reply }) => {
    // Signed for the requester: anyone else's token makes the signature fail, and the link is unknown to them.
    const request = links.verify(query, user.id) ? await requests.byId(query.id) : undefined;
    if (request?.status !== "sent" || request.requester_user_id !== user.id) {
      throw notFound(FULL_TEXT_MESSAGES.linkInvalid);
    }
    const publication = await publications.byId(request.publication_id);
    if (!publication) throw notFound(FULL_TEXT_MESSAGES.linkInvalid);
    return sendFullText(reply, storage, publication);
  });
};
