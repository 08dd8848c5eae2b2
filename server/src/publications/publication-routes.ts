// A member's own publications: upload one (with its document) and list them (part 1 sections 2.16 and 7).
import {
  createPublicationFields,
  ownPublications,
  PUBLICATION_MESSAGES,
  publicationCreated,
} from "@scholarly/contract";
import type { DomainRoutes } from "../app-context.js";
import type { Db } from "../db/database.js";
import { loadAuthors } from "../feed/post-authors.js";
import { postsChanged } from "../feed/post-changes.js";
import { currentUser } from "../http/authenticate.js";
import { badRequest } from "../http/http-error.js";
import { presentProfileSummary } from "../profiles/present-profile.js";
import { keepFilesIf, receiveForm } from "../uploads/multipart-form.js";
import { presentPublication } from "./present-publication.js";

const PATH = "/user/publication/publication/";

async function authorProfile(db: Db, userId: number) {
  const profile = await db
    .selectFrom("profiles")
    .select(["id", "user_id", "name", "profile_picture"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!profile) throw badRequest(PUBLICATION_MESSAGES.profileRequired);
  return presentProfileSummary(profile);
}

export const publicationRoutes: DomainRoutes = (app, { db, storage, config, auth }) => {
  app.post(
    PATH,
    {
      preHandler: auth.verified,
      schema: {
        summary: "Upload a publication (multipart: its fields and upload_document)",
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        response: { 201: publicationCreated },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const form = await receiveForm(
        request,
        { storage, limits: config.uploadLimits },
        { upload_document: { kind: "document", label: "The document" } },
      );
      const created = await keepFilesIf(form, async () => {
        const fields = createPublicationFields.parse(form.fields);
        const document = form.files.upload_document;
        if (!document) throw badRequest(PUBLICATION_MESSAGES.fileRequired, { upload_document: "Required." });
        const author = await authorProfile(db, user.id);
        const row = await db
          .insertInto("publications")
          .values({
            user_id: user.id,
            title: fields.title,
            author: fields.author || author.name,
            publication_date: fields.publication_date ?? null,
            publication_type: fields.publication_type,
            doi: fields.doi || null,
            abstract: fields.abstract ?? "",
            upload_document: document.key,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        postsChanged(db);
        return presentPublication(row, author);
      });
      return reply.status(201).send({ message: PUBLICATION_MESSAGES.uploaded, data: created });
    },
  );

  app.get(
    PATH,
    {
      preHandler: auth.verified,
      schema: {
        summary: "The signed-in member's publications, newest first",
        security: [{ bearer: [] }],
        response: { 200: ownPublications },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await db
        .selectFrom("publications")
        .selectAll()
        .where("user_id", "=", user.id)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      const authorOf = await loadAuthors(db, [user.id]);
      const publications = rows.map((row) => presentPublication(row, authorOf(user.id)));
      return { results: publications, count: publications.length, data: publications };
    },
  );
};
