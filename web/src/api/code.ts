// The signed-in member's code snippets.
import { type CodeSnippet, codeEndpoints } from "@scholarly/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { type MultipartFields, multipartBody } from "./multipart";
import { invalidate, queriesShowing, queryKeys } from "./query-keys";
import { type UploadTracking, uploadWithProgress } from "./upload";

export type CodeSnippetFields = MultipartFields<typeof codeEndpoints.create>;

export async function fetchCodeSnippets(): Promise<CodeSnippet[]> {
  return (await callEndpoint(codeEndpoints.list)).results;
}

export function useCodeSnippets() {
  return useQuery({ queryKey: queryKeys.ownCode(), queryFn: fetchCodeSnippets });
}

/** Adds a snippet with its file. */
export async function createCodeSnippet(
  fields: CodeSnippetFields,
  file: File | null,
  tracking: UploadTracking,
): Promise<void> {
  const { create } = codeEndpoints;
  await uploadWithProgress(create, {
    body: multipartBody(create, fields, { media: file }),
    ...tracking,
    fallbackError: "Upload failed.",
  });
}

/** Edits a snippet; a new file is optional. */
export async function updateCodeSnippet(
  id: number,
  fields: CodeSnippetFields,
  file: File | null,
  tracking: UploadTracking,
): Promise<void> {
  const { update } = codeEndpoints;
  await uploadWithProgress(update, {
    body: multipartBody(update, { ...fields, id }, { media: file }),
    ...tracking,
    fallbackError: "Update failed",
  });
}

export async function deleteCodeSnippet(id: number): Promise<void> {
  await callEndpoint(codeEndpoints.remove, { body: { id }, fallbackError: "Delete failed" });
}

export interface CodeSnippetSave {
  /** The snippet edited; without it a new snippet is added. */
  id?: number;
  fields: CodeSnippetFields;
  /** Required when adding; a new file replaces the stored one when editing. */
  file: File | null;
  tracking: UploadTracking;
}

/** Adding, editing and deleting snippets; the member's list, the feed and public profiles show the change. */
export function useCodeSnippetChanges() {
  const queryClient = useQueryClient();
  const refresh = () => invalidate(queryClient, queriesShowing.code());
  const save = useMutation({
    mutationFn: ({ id, fields, file, tracking }: CodeSnippetSave) =>
      id === undefined ? createCodeSnippet(fields, file, tracking) : updateCodeSnippet(id, fields, file, tracking),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: deleteCodeSnippet, onSuccess: refresh });
  return { save, remove };
}
