// Editing and deleting one of the member's own publications; another member's id answers 404 like an unknown
// one, co-authors included (only the publishing member edits).
import { PUBLICATION_MESSAGES, publicationEndpoints, type updatePublicationFields } from "@scholarly/contract";
import type { z } from "zod";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest, notFound } from "../http/http-error.js";
import { memberStore } from "../members/member-store.js";
import { type OwnedItemChanges, ownedItemStore } from "../owned-items/owned-item-store.js";
import { sentValues } from "../owned-items/sent-values.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { mediaSigner } from "../signing/signed-media.js";
import { bibliographicColumns, refuseDuplicateDoi } from "./bibliographic-columns.js";
import { publicationAuthorsStore } from "./publication-authors-store.js";
import {
  type Authorship,
  addedCoauthors,
  announceCoauthors,
  resolveAuthorship,
  withConsent,
} from "./publication-authorship.js";
import { publicationDateColumns } from "./publication-date-columns.js";
import { publicationStore } from "./publication-store.js";
import { savedPublication } from "./saved-publication.js";
import { editedUploadMode } from "./upload-modes.js";

type SentFields = Partial<z.output<typeof updatePublicationFields>>;

/** The columns an edit sets: only those sent; an emptied DOI or citation field becomes none. */
function publicationChanges(sent: SentFields, authorship: Authorship | undefined): OwnedItemChanges<"publications"> {
  return {
    title: sent.title,
    author: authorship?.display,
    ...publicationDateColumns(sent.publication_date),
    publication_type: sent.publication_type,
    abstract: sent.abstract,
    upload_mode: sent.upload_mode,
    ...bibliographicColumns(sent),
  };
}

export const publicationEditRoutes: DomainRoutes = (route, context) => {
  const owned = ownedItemStore(context, "publications");
  const publications = publicationStore(context.db);
  const profiles = memberStore(context.db);
  const authors = publicationAuthorsStore(context.db);
  const signer = mediaSigner(context.config.jwtSecret);
  const hydration = hydrationStore(context.db);

  route(publicationEndpoints.updatePublication, async ({ user, withForm }) => {
    const { row, added } = await withForm(async ({ fields, files, sent }) => {
      const profile = await profiles.ofUser(user.id);
      if (!profile) throw badRequest(PUBLICATION_MESSAGES.profileRequired);
      const existing = await publications.byId(fields.id);
      if (!existing || existing.user_id !== user.id) throw notFound(PUBLICATION_MESSAGES.postNotFound);
      const document = files.upload_document;
      const values = {
        ...sentValues(fields, sent),
        upload_mode: editedUploadMode(fields.upload_mode, existing.upload_mode, document !== undefined),
      };
      // The document of a private or public publication would become the public copy, with no private one.
      if (values.upload_mode === "both" && !existing.private_document) {
        throw badRequest(PUBLICATION_MESSAGES.privateVersionRequired, { private_document: "Required." });
      }
      const authorship = await resolveAuthorship(profiles, values, profile);
      const changes = publicationChanges(values, authorship);
      await refuseDuplicateDoi(publications, user.id, changes.doi, fields.id);
      let added: number[] = [];
      if (authorship) {
        const before = await authors.stored(fields.id);
        const stored = withConsent(authorship.authors, before, profile.id);
        added = addedCoauthors(before, stored, profile.id);
        await authors.replace(fields.id, stored);
      }
      const named = document ? { ...changes, upload_document_name: document.fileName || null } : changes;
      const row = await owned.update(user.id, fields.id, named, document?.key);
      return { row, added };
    });
    await announceCoauthors({ profiles, events: context.events }, { id: row.id, addedByUserId: user.id }, added);
    const data = await savedPublication(hydration, row.id, { userId: user.id, signer });
    return { message: PUBLICATION_MESSAGES.updated, data };
  });

  route(publicationEndpoints.deletePublication, async ({ user, body, reply }) => {
    await owned.remove(user.id, body.id);
    return reply.send();
  });
};
