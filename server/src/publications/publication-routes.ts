// A member's own publications: upload one (with its document, or metadata only) and list them, co-authored
// works included (part 1 sections 2.16 and 7).
import { PUBLICATION_MESSAGES, publicationEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest } from "../http/http-error.js";
import { memberStore } from "../members/member-store.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { presentPublication } from "../posts/present-publication.js";
import { mediaSigner } from "../signing/signed-media.js";
import { bibliographicColumns, refuseDuplicateDoi } from "./bibliographic-columns.js";
import { publicationAuthorsStore } from "./publication-authors-store.js";
import { addedCoauthors, announceCoauthors, resolveAuthorship, withConsent } from "./publication-authorship.js";
import { publicationDateColumns } from "./publication-date-columns.js";
import { publicationStore } from "./publication-store.js";
import { savedPublication } from "./saved-publication.js";
import { createdUploadMode } from "./upload-modes.js";

export const publicationRoutes: DomainRoutes = (route, { db, events, config }) => {
  const profiles = memberStore(db);
  const publications = publicationStore(db);
  const authors = publicationAuthorsStore(db);
  const signer = mediaSigner(config.jwtSecret);
  const hydration = hydrationStore(db);

  route(publicationEndpoints.createPublication, async ({ user, withForm }) => {
    const { row, stored, publisherProfileId } = await withForm(async ({ fields, files }) => {
      const document = files.upload_document;
      const uploadMode = createdUploadMode(fields.upload_mode, document !== undefined);
      const privateDocument = uploadMode === "both" ? files.private_document : undefined;
      if (uploadMode === "both" && !privateDocument) {
        throw badRequest(PUBLICATION_MESSAGES.privateVersionRequired, { private_document: "Required." });
      }
      const profile = await profiles.ofUser(user.id);
      if (!profile) throw badRequest(PUBLICATION_MESSAGES.profileRequired);
      const authorship = await resolveAuthorship(
        profiles,
        { authors: fields.authors, author: fields.author ?? "" },
        profile,
      );
      if (!authorship) throw new Error("An upload always has authors.");
      const metadata = bibliographicColumns(fields);
      await refuseDuplicateDoi(publications, user.id, metadata.doi);
      const row = await publications.insert({
        user_id: user.id,
        title: fields.title,
        author: authorship.display,
        publication_date: null,
        ...publicationDateColumns(fields.publication_date),
        publication_type: fields.publication_type,
        abstract: fields.abstract ?? "",
        ...metadata,
        upload_document: document?.key ?? null,
        upload_document_name: document?.fileName || null,
        upload_mode: uploadMode,
        private_document: privateDocument?.key ?? null,
        private_document_name: privateDocument?.fileName || null,
      });
      const stored = withConsent(authorship.authors, [], profile.id);
      await authors.replace(row.id, stored);
      return { row, stored, publisherProfileId: profile.id };
    });
    events.publish({ type: "post.created", kind: "publication", postId: row.id, userId: user.id });
    const coauthors = addedCoauthors([], stored, publisherProfileId);
    await announceCoauthors({ profiles, events }, { id: row.id, addedByUserId: user.id }, coauthors);
    const data = await savedPublication(hydration, row.id, { userId: user.id, signer });
    return { message: PUBLICATION_MESSAGES.uploaded, data };
  });

  route(publicationEndpoints.ownPublications, async ({ user }) => {
    const viewer = { userId: user.id, signer };
    const listed = (await hydration.memberPublications(user.id)).map((post) => presentPublication(post, viewer));
    return { results: listed, count: listed.length, data: listed };
  });
};
