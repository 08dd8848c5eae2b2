// Editing and deleting one of the member's own publications; another member's id answers 404 like an unknown
// one, co-authors included (only the publishing member edits).
import { PUBLICATION_MESSAGES, publicationEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { notFound } from "../http/http-error.js";
import { sentValues } from "../owned-items/sent-values.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { mediaSigner } from "../signing/signed-media.js";
import { publicationCommands } from "./publication-commands.js";
import { type PublicationRow, publicationStore } from "./publication-store.js";
import { savedPublication } from "./saved-publication.js";

export const publicationEditRoutes: DomainRoutes = (route, context) => {
  const commands = publicationCommands(context);
  const publications = publicationStore(context.db);
  const signer = mediaSigner(context.config.jwtSecret);
  const hydration = hydrationStore(context.db);

  async function ownPublication(userId: number, id: number): Promise<PublicationRow> {
    const existing = await publications.byId(id);
    if (!existing || existing.user_id !== userId) throw notFound(PUBLICATION_MESSAGES.postNotFound);
    return existing;
  }

  route(publicationEndpoints.updatePublication, async ({ user, withForm }) => {
    const id = await withForm(async ({ fields, files, sent }) => {
      await commands.updatePublication(await ownPublication(user.id, fields.id), sentValues(fields, sent), {
        document: files.upload_document,
        privateDocument: files.private_document,
      });
      return fields.id;
    });
    const data = await savedPublication(hydration, id, { userId: user.id, signer });
    return { message: PUBLICATION_MESSAGES.updated, data };
  });

  route(publicationEndpoints.deletePublication, async ({ user, body, reply }) => {
    await commands.deletePublication(await ownPublication(user.id, body.id));
    return reply.send();
  });
};
