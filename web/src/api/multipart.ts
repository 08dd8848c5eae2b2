// Builds an endpoint's multipart body from its text fields and files, named and typed by the contract's declaration.
import type { Endpoint, MultipartForm } from "@scholarly/contract";
import type { z } from "zod";

type FormOf<E extends Endpoint> = E["multipart"] extends MultipartForm ? E["multipart"] : never;

/** The text fields an endpoint's form accepts, as its schema takes them in. */
export type MultipartFields<E extends Endpoint> = z.input<FormOf<E>["fields"]>;

/** The endpoint's file fields; a file left out (or null) is not sent. */
export type MultipartFiles<E extends Endpoint> = { [Name in keyof FormOf<E>["files"]]?: File | null };

type FieldValue = string | number | boolean | null | undefined | readonly string[];

/**
 * Undefined fields are left out (an update then keeps them); null goes as an empty value. A list goes as repeated
 * fields, and an empty list as one empty value, so the server still sees the field (an emptied list).
 */
export function multipartBody<E extends Endpoint>(
  _endpoint: E,
  fields: MultipartFields<E>,
  files: MultipartFiles<E> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, FieldValue>)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) form.append(name, "");
      for (const item of value) form.append(name, item);
    } else form.append(name, value === null ? "" : String(value));
  }
  for (const [name, file] of Object.entries(files as Record<string, File | null | undefined>))
    if (file) form.append(name, file);
  return form;
}
