// A member's answers to being named an author by others: the works naming them, and confirming, declining or
// later removing each (issue 18: nobody is made a co-author without consent).
import { AUTHORSHIP_MESSAGES, PUBLICATION_MESSAGES, publicationEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest, notFound } from "../http/http-error.js";
import { memberStore } from "../members/member-store.js";
import { publicationAuthorsStore } from "./publication-authors-store.js";

export const authorshipRoutes: DomainRoutes = (route, { db, events }) => {
  const profiles = memberStore(db);
  const authors = publicationAuthorsStore(db);

  const profileIdOf = async (userId: number) => {
    const profileId = await profiles.profileIdOf(userId);
    if (profileId === undefined) throw badRequest(PUBLICATION_MESSAGES.profileRequired);
    return profileId;
  };

  route(publicationEndpoints.authorships, async ({ user }) => {
    const rows = await authors.authorshipsOf(await profileIdOf(user.id));
    return {
      results: rows.map((row) => ({
        publication: { id: row.publication_id, title: row.title },
        status: row.status,
        named_by: { id: row.named_by_id, name: row.named_by_name },
      })),
    };
  });

  route(publicationEndpoints.decideAuthorship, async ({ user, body }) => {
    const status = await authors.decide(body.id, await profileIdOf(user.id), body.action);
    if (!status) throw notFound(AUTHORSHIP_MESSAGES.notNamed);
    events.publish({ type: "authorship.changed", publicationId: body.id, userId: user.id });
    return { message: AUTHORSHIP_MESSAGES[status], status };
  });
};
