// A member's own publications: upload one (with its document, or metadata only) and list them, co-authored
// works included (part 1 sections 2.16 and 7).
import { PUBLICATION_MESSAGES, publicationEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { presentPublication } from "../posts/present-publication.js";
import { mediaSigner } from "../signing/signed-media.js";
import { publicationCommands } from "./publication-commands.js";
import { savedPublication } from "./saved-publication.js";

export const publicationRoutes: DomainRoutes = (route, context) => {
  const commands = publicationCommands(context);
  const signer = mediaSigner(context.config.jwtSecret);
  const hydration = hydrationStore(context.db);

  route(publicationEndpoints.createPublication, async ({ user, withForm }) => {
    const id = await withForm(({ fields, files }) =>
      commands.createPublication(user.id, fields, {
        document: files.upload_document,
        privateDocument: files.private_document,
      }),
    );
    const data = await savedPublication(hydration, id, { userId: user.id, signer });
    return { message: PUBLICATION_MESSAGES.uploaded, data };
  });

  route(publicationEndpoints.ownPublications, async ({ user }) => {
    const viewer = { userId: user.id, signer };
    const listed = (await hydration.memberPublications(user.id)).map((post) => presentPublication(post, viewer));
    return { results: listed, count: listed.length };
  });
};
