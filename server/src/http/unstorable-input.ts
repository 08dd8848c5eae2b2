// Refuses, before any route runs, text PostgreSQL cannot store (NUL) and JSON nested deeper than any form needs.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, type HttpError } from "./http-error.js";

export const NUL_IN_TEXT = "Text may not contain the NUL character (\\u0000).";
export const NESTED_TOO_DEEPLY = "The request body is nested too deeply.";

/** No request of this API nests deeper; the walk and the forms' String() conversion then stay shallow. */
const MAX_DEPTH = 32;

export const containsNul = (text: string) => text.includes("\u0000");

export const nulInField = (field: string) => badRequest(NUL_IN_TEXT, { [field]: NUL_IN_TEXT });

/** The first problem in a parsed query or JSON body, walked without recursion so no depth can overflow the stack. */
function findUnstorable(input: unknown): HttpError | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === "string") {
      if (containsNul(value)) return nulInField(path.join(".") || "body");
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (path.length >= MAX_DEPTH) return badRequest(NESTED_TOO_DEEPLY);
    for (const [key, entry] of Object.entries(value)) {
      if (containsNul(key)) return nulInField([...path, key].join("."));
      pending.push({ value: entry, path: [...path, key] });
    }
  }
  return undefined;
}

/** Checks query, path parameters and a JSON body; multipart fields are checked by receiveForm as they stream in. */
export function registerUnstorableInputCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    for (const input of [request.query, request.params, request.body]) {
      const problem = findUnstorable(input);
      if (problem) throw problem;
    }
  });
}
