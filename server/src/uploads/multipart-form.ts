// Reads a form (multipart or JSON): text fields into an object, file fields streamed into storage.
import type { FastifyRequest } from "fastify";
import type { UploadLimits } from "../config.js";
import { badRequest } from "../http/http-error.js";
import type { Storage } from "../storage/storage.js";
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

function addField(fields: FormFields, name: string, value: string): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
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
      if (Array.isArray(value)) fields[name] = value.map(String);
      else if (value !== null && value !== undefined) fields[name] = String(value);
    }
    return { fields, files, discard };
  }

  const largest = Math.max(1, ...Object.values(fileFields).map((field) => limitFor(field.kind, deps.limits)));
  const fields: FormFields = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: largest,
        files: Object.keys(fileFields).length || 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
      },
    });
    for await (const part of parts) {
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
    throw error;
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
