// Editing and deleting one of the member's own publications; another member's id answers 404 like an unknown one.
import { PUBLICATION_MESSAGES, publicationEndpoints, type updatePublicationFields } from "@scholarly/contract";
import type { z } from "zod";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest } from "../http/http-error.js";
import { type OwnedItemChanges, ownedItemStore } from "../owned-items/owned-item-store.js";
import { sentValues } from "../owned-items/sent-values.js";
import { presentProfileSummary } from "../profiles/present-profile.js";
import { profileStore } from "../profiles/profile-store.js";
import { mediaSigner } from "../signing/signed-media.js";
import { thumbnailStore } from "../thumbnails/thumbnail-store.js";
import { picturedPublications } from "./pictured-publications.js";

type SentFields = Partial<z.output<typeof updatePublicationFields>>;

/** The columns an edit sets. An emptied author becomes the member's name and an emptied DOI none, as on upload. */
function publicationChanges(sent: SentFields, memberName: string): OwnedItemChanges<"publications"> {
  return {
    title: sent.title,
    author: sent.author === undefined ? undefined : sent.author || memberName,
    publication_date: sent.publication_date,
    publication_type: sent.publication_type,
    doi: sent.doi === undefined ? undefined : sent.doi || null,
    abstract: sent.abstract,
    upload_mode: sent.upload_mode,
  };
}

export const publicationEditRoutes: DomainRoutes = (route, context) => {
  const publications = ownedItemStore(context, "publications");
  const profiles = profileStore(context.db);
  const thumbnails = thumbnailStore(context.db);
  const signer = mediaSigner(context.config.jwtSecret);

  route(publicationEndpoints.updatePublication, async ({ user, withForm }) =>
    withForm(async ({ fields, files, sent }) => {
      const profile = await profiles.summaryOfUser(user.id);
      if (!profile) throw badRequest(PUBLICATION_MESSAGES.profileRequired);
      const author = presentProfileSummary(profile);
      const changes = publicationChanges(sentValues(fields, sent), author.name);
      const row = await publications.update(user.id, fields.id, changes, files.upload_document?.key);
      const data = await picturedPublications(thumbnails, author, { user, signer }).one(row);
      return { message: PUBLICATION_MESSAGES.updated, data };
    }),
  );

  route(publicationEndpoints.deletePublication, async ({ user, body, reply }) => {
    await publications.remove(user.id, body.id);
    return reply.send();
  });
};
