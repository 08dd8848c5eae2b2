// A member's answers to being named an author by others: the works naming them, and confirming, declining or
// later removing each (issue 18: nobody is made a co-author without consent).
import { AUTHORSHIP_MESSAGES, PUBLICATION_MESSAGES, publicationEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest } from "../http/http-error.js";
import { memberStore } from "../members/member-store.js";
import { authorshipCommands } from "./authorship-commands.js";
import { publicationAuthorsStore } from "./publication-authors-store.js";

export const authorshipRoutes: DomainRoutes = (route, context) => {
  const profiles = memberStore(context.db);
  const authors = publicationAuthorsStore(context.db);
  const commands = authorshipCommands(context);

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
    const member = { userId: user.id, profileId: await profileIdOf(user.id) };
    const status = await commands.decideAuthorship(member, body.id, body.action);
    return { message: AUTHORSHIP_MESSAGES[status], status };
  });
};
