// Reads a form (multipart or JSON): text fields into an object, file fields streamed into storage.
import type { Multipart } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { UploadLimits } from "../../config.js";
import type { Storage } from "../../storage/storage.js";
import { badRequest } from "../http-error.js";
import { containsNul, nulInField } from "../unstorable-input.js";
import { receiveUpload, type StoredUpload } from "./receive-upload.js";
import { limitFor, type UploadKind } from "./upload-kinds.js";

export type FormFields = Record<string, string | string[]>;

export interface FileField {
  kind: UploadKind;
  /** How the field is named in error messages, e.g. "The profile picture". */
  label: string;
}

export interface ReceivedForm {
  fields: FormFields;
  files: Partial<Record<string, StoredUpload>>;
  /** Removes every stored file of this form: call when the request fails after the upload. */
  discard(): Promise<void>;
}

const MAX_FIELDS = 100;
const MAX_FIELD_BYTES = 100 * 1024;
const MALFORMED_FORM = "The form could not be read: it is malformed or incomplete.";

function addField(fields: FormFields, name: string, value: string): void {
  if (containsNul(name) || containsNul(value)) throw nulInField(name);
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/**
 * The form's parts, noting every error the parser raises (on the part sequence or on a file's stream): a missing
 * boundary or a body cut short is the client's fault. The multipart plugin's own errors carry a status already.
 */
async function* partsNotingParserErrors(parts: AsyncIterable<Multipart>, parserErrors: Set<unknown>) {
  try {
    for await (const part of parts) {
      if (part.type === "file") part.file.once("error", (error) => parserErrors.add(error));
      yield part;
    }
  } catch (error) {
    parserErrors.add(error);
    throw error;
  }
}

const isParserFailure = (error: unknown, parserErrors: Set<unknown>) =>
  parserErrors.has(error) && !(error instanceof Error && "statusCode" in error);

/** A JSON body stands in for a form, whose fields are text: numbers and booleans read as such, objects are refused. */
function fieldText(name: string, value: unknown): string {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  const message = `The field '${name}' must be text.`;
  throw badRequest(message, { [name]: message });
}

export async function receiveForm(
  request: FastifyRequest,
  deps: { storage: Storage; limits: UploadLimits },
  fileFields: Record<string, FileField>,
): Promise<ReceivedForm> {
  const files: Partial<Record<string, StoredUpload>> = {};
  const discard = async () => {
    await Promise.all(Object.values(files).map((file) => file && deps.storage.delete(file.key)));
  };

  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== "object" || Array.isArray(body))) {
      throw badRequest("The request body must be a form or a JSON object.");
    }
    const fields: FormFields = {};
    for (const [name, value] of Object.entries(body ?? {})) {
      if (Array.isArray(value)) fields[name] = value.map((entry) => fieldText(name, entry));
      else if (value !== null && value !== undefined) fields[name] = fieldText(name, value);
    }
    return { fields, files, discard };
  }

  const largest = Math.max(1, ...Object.values(fileFields).map((field) => limitFor(field.kind, deps.limits)));
  const fields: FormFields = {};
  const parserErrors = new Set<unknown>();
  try {
    const parts = request.parts({
      limits: {
        fileSize: largest,
        files: Object.keys(fileFields).length || 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
      },
    });
    for await (const part of partsNotingParserErrors(parts, parserErrors)) {
      if (part.type === "field") {
        addField(fields, part.fieldname, String(part.value ?? ""));
        continue;
      }
      const spec = fileFields[part.fieldname];
      if (!spec) {
        part.file.resume();
        throw badRequest(`Unexpected file field '${part.fieldname}'.`);
      }
      if (files[part.fieldname]) {
        part.file.resume();
        throw badRequest(`Only one file may be sent as '${part.fieldname}'.`);
      }
      if (!part.filename) {
        // A browser sends an empty file part when nothing was chosen: treat it as an empty field.
        part.file.resume();
        addField(fields, part.fieldname, "");
        continue;
      }
      files[part.fieldname] = await receiveUpload({
        stream: part.file,
        fileName: part.filename,
        kind: spec.kind,
        label: spec.label,
        limits: deps.limits,
        storage: deps.storage,
      });
    }
  } catch (error) {
    await discard();
    throw isParserFailure(error, parserErrors) ? badRequest(MALFORMED_FORM) : error;
  }
  return { fields, files, discard };
}

/** Runs `work` with the received files; when it fails, the files are removed so no orphan remains. */
export async function keepFilesIf<T>(form: ReceivedForm, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await form.discard();
    throw error;
  }
}
