// Answers every failure once, here, as { error, detail, fields? }; nothing internal leaks to the client.
import type { ErrorResponse } from "@scholarly/contract";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../db/database-unavailable.js";
import { STORAGE_UNAVAILABLE, StorageUnavailableError } from "../storage/storage.js";
import { HttpError } from "./http-error.js";

export function sendError(reply: FastifyReply, statusCode: number, message: string, fields?: Record<string, string>) {
  const body: ErrorResponse = { error: message, detail: message, ...(fields ? { fields } : {}) };
  return reply.status(statusCode).send(body);
}

/** The first problem's message leads; every field's message is listed in `fields`. */
export function zodErrorFields(error: ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? "Invalid request.", fields };
}

const fastifyClientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "The request body is not valid JSON."],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "The request body is empty."],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "The request body is too large."],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "Unsupported content type."],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "Invalid Content-Length."],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, "The request must be multipart/form-data."],
  FST_REQ_FILE_TOO_LARGE: [413, "The file is too large."],
  FST_PARTS_LIMIT: [413, "Too many parts in the form."],
  FST_FILES_LIMIT: [413, "Too many files in the form."],
  FST_FIELDS_LIMIT: [413, "Too many fields in the form."],
  FST_PROTO_VIOLATION: [400, "Invalid form field name."],
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message, error.fields);
    if (error instanceof ZodError) {
      const { message, fields } = zodErrorFields(error);
      return sendError(reply, 400, message, fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || (error.validationContext ?? "body");
        fields[key] ??= issue.message ?? "Invalid value.";
      }
      return sendError(reply, 400, error.validation[0]?.message ?? "Invalid request.", fields);
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    if (error.statusCode === 429) return sendError(reply, 429, error.message);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, error.message);
    }
    // Outages of a service the app depends on: the client may retry, and the app recovers without a restart.
    if (error instanceof StorageUnavailableError) {
      request.log.warn({ err: error }, "file storage unavailable");
      return sendError(reply, 503, STORAGE_UNAVAILABLE);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return sendError(reply, 503, DATABASE_UNAVAILABLE);
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, 500, "Something went wrong on our side. Please try again.");
  });
}
