// A member's own publications: upload one (with its document) and list them (part 1 sections 2.16 and 7).
import { PUBLICATION_MESSAGES, publicationEndpoints } from "@scholarly/contract";
import { loadAuthors } from "../feed/post-authors.js";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest } from "../http/http-error.js";
import { presentProfileSummary } from "../profiles/present-profile.js";
import { profileStore } from "../profiles/profile-store.js";
import { mediaSigner } from "../signing/signed-media.js";
import { NO_THUMBNAIL } from "../thumbnails/post-thumbnails.js";
import { thumbnailStore } from "../thumbnails/thumbnail-store.js";
import { picturedPublications } from "./pictured-publications.js";
import { presentPublication } from "./present-publication.js";
import { publicationStore } from "./publication-store.js";

export const publicationRoutes: DomainRoutes = (route, { db, events, config }) => {
  const profiles = profileStore(db);
  const publications = publicationStore(db);
  const signer = mediaSigner(config.jwtSecret);
  const thumbnails = thumbnailStore(db);

  route(publicationEndpoints.createPublication, async ({ user, withForm }) => {
    const { row, author } = await withForm(async ({ fields, files }) => {
      const document = files.upload_document;
      if (!document) throw badRequest(PUBLICATION_MESSAGES.fileRequired, { upload_document: "Required." });
      const privateDocument = fields.upload_mode === "both" ? files.private_document : undefined;
      if (fields.upload_mode === "both" && !privateDocument) {
        throw badRequest(PUBLICATION_MESSAGES.privateVersionRequired, { private_document: "Required." });
      }
      const profile = await profiles.summaryOfUser(user.id);
      if (!profile) throw badRequest(PUBLICATION_MESSAGES.profileRequired);
      const author = presentProfileSummary(profile);
      const row = await publications.insert({
        user_id: user.id,
        title: fields.title,
        author: fields.author || author.name,
        publication_date: fields.publication_date ?? null,
        publication_type: fields.publication_type,
        doi: fields.doi || null,
        abstract: fields.abstract ?? "",
        upload_document: document.key,
        upload_mode: fields.upload_mode,
        private_document: privateDocument?.key ?? null,
      });
      return { row, author };
    });
    events.publish({ type: "post.created", kind: "publication", postId: row.id, userId: user.id });
    const data = presentPublication(row, author, NO_THUMBNAIL, { user, signer });
    return { message: PUBLICATION_MESSAGES.uploaded, data };
  });

  route(publicationEndpoints.ownPublications, async ({ user }) => {
    const [rows, authorOf] = await Promise.all([publications.ownedBy(user.id), loadAuthors(profiles, [user.id])]);
    const owned = await picturedPublications(thumbnails, authorOf(user.id), { user, signer }).all(rows);
    return { results: owned, count: owned.length, data: owned };
  });
};
