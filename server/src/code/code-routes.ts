// The signed-in member's code snippets: list, add (with a text file), edit and delete.
import { codeEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest } from "../http/http-error.js";
import { ownedItems } from "../owned-items/owned-item-commands.js";
import { sentValues } from "../owned-items/sent-values.js";
import { presentCodeSnippet } from "../posts/present-media.js";

export const codeRoutes: DomainRoutes = (route, context) => {
  const snippets = ownedItems(context, "user_codes");

  route(codeEndpoints.list, async ({ user }) => {
    const rows = await snippets.store.list(user.id, { order: "newest" });
    return { results: rows.map(presentCodeSnippet), count: rows.length };
  });

  route(codeEndpoints.create, async ({ user, withForm }) =>
    withForm(async ({ fields, files }) => {
      if (!files.media) throw badRequest("Please select a code file.", { media: "Please select a code file." });
      const row = await snippets.commands.create(user.id, fields, files.media.key);
      return { message: "Code uploaded successfully.", data: presentCodeSnippet(row) };
    }),
  );

  route(codeEndpoints.update, async ({ user, withForm }) =>
    withForm(async ({ fields: { id, ...fields }, files, sent }) => {
      const row = await snippets.commands.update(user.id, id, sentValues(fields, sent), files.media?.key);
      return { message: "Code updated successfully.", data: presentCodeSnippet(row) };
    }),
  );

  route(codeEndpoints.remove, async ({ user, body }) => {
    await snippets.commands.remove(user.id, body.id);
    return { message: "Code deleted successfully." };
  });
};
