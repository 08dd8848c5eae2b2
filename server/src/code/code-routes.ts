// The signed-in member's code snippets: list, add (with a text file), edit and delete.
import { codeEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest } from "../http/http-error.js";
import { ownedRecords, sentValues } from "../media/owned-records.js";
import { presentCodeSnippet } from "../media/presenters.js";

export const codeRoutes: DomainRoutes = (route, context) => {
  const snippets = ownedRecords(context, "user_codes", "media");

  route(codeEndpoints.list, async ({ user }) => {
    const rows = await snippets.list(user.id, { order: "newest" });
    return { results: rows.map(presentCodeSnippet), count: rows.length };
  });

  route(codeEndpoints.create, async ({ user, withForm }) =>
    withForm(async ({ fields, files }) => {
      if (!files.media) throw badRequest("Please select a code file.", { media: "Please select a code file." });
      const row = await snippets.insert(user.id, { ...fields, media: files.media.key });
      context.events.publish({ type: "post.created", kind: "code", postId: row.id, userId: user.id });
      return { message: "Code uploaded successfully.", data: presentCodeSnippet(row) };
    }),
  );

  route(codeEndpoints.update, async ({ user, withForm }) =>
    withForm(async ({ fields: { id, ...fields }, files, sent }) => {
      const media = files.media?.key;
      const row = await snippets.update(user.id, id, { ...sentValues(fields, sent), ...(media && { media }) });
      context.events.publish({ type: "post.updated", kind: "code", postId: row.id, userId: user.id });
      return { message: "Code updated successfully.", data: presentCodeSnippet(row) };
    }),
  );

  route(codeEndpoints.remove, async ({ user, body }) => {
    await snippets.remove(user.id, body.id);
    context.events.publish({ type: "post.deleted", kind: "code", postId: body.id, userId: user.id });
    return { message: "Code deleted successfully." };
  });
};
