// What the snippet form checks: the contract's fields, and a code file (required when adding).
import { CODE_FILE_EXTENSIONS, createCodeFields } from "@scholarly/contract";
import { z } from "zod";

export const hasCodeExtension = (file: File) =>
  CODE_FILE_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));

export const WRONG_CODE_FILE = `The file must be one of ${CODE_FILE_EXTENSIONS.join(" ")}`;

const codeFile = (required: boolean) =>
  z
    .custom<File | undefined>((value) => value === undefined || value instanceof File)
    .refine((file) => file !== undefined || !required, "Please choose a code file.")
    .refine((file) => file === undefined || hasCodeExtension(file), WRONG_CODE_FILE);

/** Adding needs every field but the git link, and a file; editing keeps the file unless a new one is chosen. */
export const snippetFormSchema = (editing: boolean) => createCodeFields.extend({ file: codeFile(!editing) });

export type SnippetFormValues = z.input<ReturnType<typeof snippetFormSchema>>;
