// Asking for the full text of a private publication, the authors' requests, their answer, the sent file, and
// revoking a sent one.
import { FULL_TEXT_MESSAGES, FULL_TEXT_REQUESTS_PAGE_SIZE, fullTextEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { notFound } from "../http/http-error.js";
import { pagedAnswer } from "../http/paged-answer.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { fullTextCommands } from "./full-text-commands.js";
import { fullTextLinks } from "./full-text-links.js";
import { fullTextRequestStore } from "./full-text-request-store.js";
import { presentFullTextRequest } from "./present-full-text-request.js";
import { sendFullText } from "./send-full-text.js";

export const fullTextRoutes: DomainRoutes = (route, context) => {
  const { db, config, storage } = context;
  const commands = fullTextCommands(context);
  const hydration = hydrationStore(db);
  /** The publication's row and who its authors are; undefined when there is none. */
  const publicationOf = async (id: number) => (await hydration.ofKind("publication", [id]))[0];
  const requests = fullTextRequestStore(db);
  const links = fullTextLinks(config.jwtSecret);

  route(fullTextEndpoints.request, async ({ user, body }) => {
    await commands.request(user.id, body.id, body.message ?? "");
    return { message: FULL_TEXT_MESSAGES.requested };
  });

  route(fullTextEndpoints.requests, async ({ user, query: { page } }) => {
    const limit = FULL_TEXT_REQUESTS_PAGE_SIZE;
    const { rows, count } = await requests.onPublicationsOf(user.id, { offset: (page - 1) * limit, limit });
    return pagedAnswer(
      fullTextEndpoints.requests.path,
      { page },
      { page, limit, count },
      rows.map(presentFullTextRequest),
    );
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
    await commands.answer(await ownersRequest(body.id, user), body.decision);
    return { message: body.decision === "send" ? FULL_TEXT_MESSAGES.sent : FULL_TEXT_MESSAGES.declined };
  });

  route(fullTextEndpoints.revoke, async ({ user, body }) => {
    await commands.revoke(await ownersRequest(body.id, user));
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
