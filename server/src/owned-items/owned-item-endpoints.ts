// An owned-item endpoint group (`galleryEndpoints`, `educationEndpoints`…) as the shared routes over several kinds
// see it. It is written in plain types: a handler generic over zod schemas cannot be checked, while each concrete
// group from the contract fits this shape, which is checked where the shared routes are given it.
import type { FileField, HttpMethod } from "@scholarly/contract";
import type { z } from "zod";

/** A schema that parses to T and is sent as T (no transforms). */
type Schema<T> = z.ZodType<T, T>;

interface Declared<Method extends HttpMethod> {
  method: Method;
  path: string;
  auth: "bearer";
  tag: string;
  summary: string;
}

interface Form<Fields> {
  fields: z.ZodType<Fields>;
  files: Record<string, FileField>;
}

export interface Saved<Item> {
  message: string;
  data: Item;
}

/** `query` is `undefined` for a list without a query (the portfolio sections). */
export interface OwnedItemEndpointGroup<Item, ListQuery, ListAnswer, CreateFields, UpdateFields> {
  list: Declared<"GET"> & {
    query: ListQuery extends undefined ? undefined : z.ZodType<ListQuery>;
    responses: { 200: Schema<ListAnswer> };
  };
  create: Declared<"POST"> & { multipart: Form<CreateFields>; responses: { 201: Schema<Saved<Item>> } };
  update: Declared<"PATCH"> & { multipart: Form<UpdateFields>; responses: { 200: Schema<Saved<Item>> } };
  remove: Declared<"DELETE"> & { body: z.ZodType<{ id: number }>; responses: { 200: Schema<{ message: string }> } };
}
