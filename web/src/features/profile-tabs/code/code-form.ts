// Checks the snippet form and builds its multipart body.
import { CODE_FILE_EXTENSIONS } from "@scholarly/contract";

export interface CodeFormValues {
  title: string;
  code_of: string;
  code: string;
  git_link: string;
  file: File | null;
}

export const hasCodeExtension = (file: File) =>
  CODE_FILE_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));

/** Adding needs every field but the git link, and a file; editing needs only the tech. */
export function codeFormError(values: CodeFormValues, editing: boolean): string | null {
  if (values.file && !hasCodeExtension(values.file)) return `The file must be one of ${CODE_FILE_EXTENSIONS.join(" ")}`;
  if (!values.code_of.trim()) return "Tech is required.";
  if (editing) return null;
  if (!values.title.trim() || !values.code.trim() || !values.file)
    return "Title, tech, description and a file are required.";
  return null;
}

export function codeFormData(values: CodeFormValues, id?: number): FormData {
  const form = new FormData();
  if (id !== undefined) form.append("id", String(id));
  form.append("title", values.title.trim());
  form.append("code_of", values.code_of.trim());
  form.append("code", values.code.trim());
  form.append("git_link", values.git_link.trim());
  if (values.file) form.append("media", values.file);
  return form;
}
