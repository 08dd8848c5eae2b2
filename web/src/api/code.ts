// The signed-in member's code snippets.
import { type CodeSnippet, codeSnippet } from "@scholarly/contract";
import { z } from "zod";
import { apiRequest } from "./client";

const CODE_PATH = "/user/code/code/";

export async function fetchCodeSnippets(): Promise<CodeSnippet[]> {
  const answer = await apiRequest(CODE_PATH, { schema: z.object({ results: z.array(codeSnippet) }) });
  return answer.results;
}

/** Creates a snippet, or updates it when the form carries an `id`. */
export async function saveCodeSnippet(form: FormData): Promise<void> {
  const updating = form.has("id");
  await apiRequest(CODE_PATH, {
    method: updating ? "PATCH" : "POST",
    body: form,
    fallbackError: updating ? "Update failed" : "Upload failed.",
  });
}

export async function deleteCodeSnippet(id: number): Promise<void> {
  await apiRequest(CODE_PATH, { method: "DELETE", body: { id }, fallbackError: "Delete failed" });
}
