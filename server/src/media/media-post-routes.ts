// One set of routes for a member's own media posts with one file and a description: gallery images and videos.
import { idBody, MEDIA_PAGE_SIZE, messageResponse, pageOf, pageQuery, updateMediaFields } from "@scholarly/contract";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { App, AppContext } from "../app-context.js";
import type { Database } from "../db/tables.js";
import { currentUser } from "../http/authenticate.js";
import { badRequest } from "../http/http-error.js";
import { keepFilesIf, receiveForm } from "../uploads/multipart-form.js";
import { ownedRecords } from "./owned-records.js";

type MediaTable = "gallery_images" | "videos";

export interface MediaPostKind<T extends MediaTable, Item> {
  path: string;
  table: T;
  /** The form field and the column holding the file: `image` or `video`. */
  fileField: keyof Selectable<Database[T]> & string;
  upload: { kind: "image" | "video"; label: string };
  /** "Image" or "Video", as the success messages name it. */
  noun: string;
  createFields: z.ZodType<{ description: string }>;
  missingFileMessage: string;
  item: z.ZodType<Item>;
  present(row: Selectable<Database[T]>): Item;
}

/** Links to the neighbouring pages, relative to the API host, as the web client follows them. */
function pageLinks(path: string, page: number, count: number) {
  const link = (target: number) => `${path}?page=${target}`;
  return {
    next: page * MEDIA_PAGE_SIZE < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}

export function mediaPostRoutes<T extends MediaTable, Item>(
  app: App,
  context: AppContext,
  post: MediaPostKind<T, Item>,
) {
  const records = ownedRecords(context, post.table, post.fileField);
  const formDeps = { storage: context.storage, limits: context.config.uploadLimits };
  const fileFields = { [post.fileField]: post.upload };
  const saved = z.object({ message: z.string(), data: post.item });
  const common = { preHandler: context.auth.verified };
  const docs = { tags: ["media"], security: [{ bearer: [] }] };

  app.get(
    post.path,
    {
      ...common,
      schema: { ...docs, querystring: pageQuery.pick({ page: true }), response: { 200: pageOf(post.item) } },
    },
    async (request) => {
      const user = currentUser(request);
      const { page } = request.query;
      const [rows, count] = await Promise.all([
        records.list(user.id, { order: "newest", limit: MEDIA_PAGE_SIZE, offset: (page - 1) * MEDIA_PAGE_SIZE }),
        records.count(user.id),
      ]);
      return { results: rows.map(post.present), count, ...pageLinks(post.path, page, count) };
    },
  );

  app.post(post.path, { ...common, schema: { ...docs, response: { 201: saved } } }, async (request, reply) => {
    const user = currentUser(request);
    const form = await receiveForm(request, formDeps, fileFields);
    return keepFilesIf(form, async () => {
      const file = form.files[post.fileField];
      if (!file) throw badRequest(post.missingFileMessage);
      const { description } = post.createFields.parse(form.fields);
      const row = await records.insert(user.id, { [post.fileField]: file.key, description });
      return reply.status(201).send({ message: `${post.noun} uploaded successfully.`, data: post.present(row) });
    });
  });

  app.patch(post.path, { ...common, schema: { ...docs, response: { 200: saved } } }, async (request) => {
    const user = currentUser(request);
    const form = await receiveForm(request, formDeps, fileFields);
    return keepFilesIf(form, async () => {
      const { id, description } = updateMediaFields.parse(form.fields);
      const file = form.files[post.fileField];
      const row = await records.update(user.id, id, { description, ...(file && { [post.fileField]: file.key }) });
      return { message: `${post.noun} updated successfully.`, data: post.present(row) };
    });
  });

  app.delete(
    post.path,
    { ...common, schema: { ...docs, body: idBody, response: { 200: messageResponse } } },
    async (request) => {
      await records.remove(currentUser(request).id, request.body.id);
      return { message: `${post.noun} deleted successfully.` };
    },
  );
}
