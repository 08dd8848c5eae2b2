// The four endpoints of a kind of item a member owns (list, add, edit, delete on one path), declared alike.
import type { z } from "zod";
import { failures, idBody, messageResponse, savedOf } from "../common.js";
import { endpoint, type FileField } from "../endpoint.js";

interface OwnedItemKind<
  List extends z.ZodType,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  ListQuery extends z.ZodType | undefined,
  Files extends Record<string, FileField>,
> {
  path: string;
  tag: string;
  /** How summaries name one item and several: "gallery image", "gallery images". */
  noun: string;
  plural?: string;
  list: List;
  listQuery?: ListQuery;
  item: Item;
  createFields: Create;
  updateFields: Update;
  files: Files;
}

export function ownedItemEndpoints<
  List extends z.ZodType,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  // Kept as type parameters so a handler reads `query.page` and `files.image` with their own types.
  ListQuery extends z.ZodType | undefined = undefined,
  Files extends Record<string, FileField> = Record<string, FileField>,
>(kind: OwnedItemKind<List, Item, Create, Update, ListQuery, Files>) {
  const { path, tag, noun } = kind;
  const plural = kind.plural ?? `${noun}s`;
  return {
    list: endpoint({
      method: "GET",
      path,
      auth: "bearer",
      tag,
      summary: `The signed-in member's ${plural}`,
      // Absent exactly when ListQuery was inferred as undefined.
      query: kind.listQuery as ListQuery,
      responses: { 200: kind.list, ...failures(400, 401, 403) },
    }),
    create: endpoint({
      method: "POST",
      path,
      auth: "bearer",
      tag,
      summary: `Add a ${noun}`,
      multipart: { fields: kind.createFields, files: kind.files },
      responses: { 201: savedOf(kind.item), ...failures(400, 401, 403, 413) },
    }),
    update: endpoint({
      method: "PATCH",
      path,
      auth: "bearer",
      tag,
      summary: `Edit one of the member's ${plural} (id and any field)`,
      multipart: { fields: kind.updateFields, files: kind.files },
      responses: { 200: savedOf(kind.item), ...failures(400, 401, 403, 404, 413) },
    }),
    remove: endpoint({
      method: "DELETE",
      path,
      auth: "bearer",
      tag,
      summary: `Delete one of the member's ${plural}`,
      body: idBody,
      responses: { 200: messageResponse, ...failures(400, 401, 403, 404) },
    }),
  };
}
