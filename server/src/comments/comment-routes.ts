// A work's comments from the fediverse: listed (approved ones to everyone, all to its authors) and moderated.
import { commentEndpoints, PUBLICATION_MESSAGES } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { notFound } from "../http/http-error.js";
import { pagedAnswer } from "../http/paged-answer.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { commentCommands } from "./comment-commands.js";
import { commentStore } from "./comment-store.js";
import { commentedWork } from "./commented-work.js";
import { presentComment } from "./present-comment.js";

export const commentRoutes: DomainRoutes = (route, context) => {
  const hydration = hydrationStore(context.db);
  const comments = commentStore(context.db);
  const commands = commentCommands(context, hydration);

  route(commentEndpoints.list, async ({ user, query }) => {
    const { id, type, page, limit } = query;
    const work = await commentedWork(hydration, type, id);
    if (!work) throw notFound(PUBLICATION_MESSAGES.postNotFound);
    // Its authors moderate, so they see every comment; everyone else only the approved ones.
    const statuses = user && work.authorUserIds.includes(user.id) ? undefined : (["approved"] as const);
    const [rows, count] = await Promise.all([
      comments.page(work, statuses, { offset: (page - 1) * limit, limit }),
      comments.count(work, statuses),
    ]);
    return pagedAnswer(commentEndpoints.list.path, query, { page, limit, count }, rows.map(presentComment));
  });

  route(commentEndpoints.moderate, async ({ user, body }) =>
    presentComment(await commands.moderate(user.id, body.id, body.action)),
  );
};
