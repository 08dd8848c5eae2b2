// The signed-in member's code snippets: list, add (with a text file), edit and delete.
import { codeSnippet, createCodeFields, idBody, messageResponse, updateCodeFields } from "@scholarly/contract";
import { z } from "zod";
import type { DomainRoutes } from "../app-context.js";
import { currentUser } from "../http/authenticate.js";
import { badRequest } from "../http/http-error.js";
import { ownedRecords, sentValues } from "../media/owned-records.js";
import { presentCodeSnippet } from "../media/presenters.js";
import { keepFilesIf, receiveForm } from "../uploads/multipart-form.js";

const CODE_PATH = "/user/code/code/";
const fileFields = { media: { kind: "code", label: "The code file" } } as const;
const saved = z.object({ message: z.string(), data: codeSnippet });
const docs = { tags: ["code"], security: [{ bearer: [] }] };

export const codeRoutes: DomainRoutes = (app, context) => {
  const snippets = ownedRecords(context, "user_codes", "media");
  const formDeps = { storage: context.storage, limits: context.config.uploadLimits };
  const common = { preHandler: context.auth.verified };

  app.get(
    CODE_PATH,
    {
      ...common,
      schema: { ...docs, response: { 200: z.object({ results: z.array(codeSnippet), count: z.number() }) } },
    },
    async (request) => {
      const rows = await snippets.list(currentUser(request).id, { order: "newest" });
      return { results: rows.map(presentCodeSnippet), count: rows.length };
    },
  );

  app.post(CODE_PATH, { ...common, schema: { ...docs, response: { 201: saved } } }, async (request, reply) => {
    const user = currentUser(request);
    const form = await receiveForm(request, formDeps, fileFields);
    return keepFilesIf(form, async () => {
      const fields = createCodeFields.parse(form.fields);
      if (!form.files.media) throw badRequest("Please select a code file.", { media: "Please select a code file." });
      const row = await snippets.insert(user.id, { ...fields, media: form.files.media.key });
      return reply.status(201).send({ message: "Code uploaded successfully.", data: presentCodeSnippet(row) });
    });
  });

  app.patch(CODE_PATH, { ...common, schema: { ...docs, response: { 200: saved } } }, async (request) => {
    const user = currentUser(request);
    const form = await receiveForm(request, formDeps, fileFields);
    return keepFilesIf(form, async () => {
      const { id, ...fields } = updateCodeFields.parse(form.fields);
      const media = form.files.media?.key;
      const row = await snippets.update(user.id, id, { ...sentValues(fields, form.fields), ...(media && { media }) });
      return { message: "Code updated successfully.", data: presentCodeSnippet(row) };
    });
  });

  app.delete(
    CODE_PATH,
    { ...common, schema: { ...docs, body: idBody, response: { 200: messageResponse } } },
    async (request) => {
      await snippets.remove(currentUser(request).id, request.body.id);
      return { message: "Code deleted successfully." };
    },
  );
};
