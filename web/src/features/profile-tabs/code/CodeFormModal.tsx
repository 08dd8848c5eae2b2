// Adds a snippet, or edits one (the edit dialog also deletes it).
import type { CodeSnippet } from "@scholarly/contract";
import { CODE_FILE_EXTENSIONS } from "@scholarly/contract";
import { useState } from "react";
import { ApiError } from "../../../api/client";
import { deleteCodeSnippet, saveCodeSnippet } from "../../../api/code";
import { Modal } from "../../../components/modal/Modal";
import { toast } from "../../../components/toasts/toasts";
import { type CodeFormValues, codeFormData, codeFormError } from "./code-form";

interface CodeFormModalProps {
  snippet: CodeSnippet | null;
  onClose: () => void;
  onSaved: () => void;
}

const failureText = (failure: unknown, fallback: string) => (failure instanceof ApiError ? failure.message : fallback);

export function CodeFormModal({ snippet, onClose, onSaved }: CodeFormModalProps) {
  const [values, setValues] = useState<CodeFormValues>({
    title: snippet?.title ?? "",
    code_of: snippet?.code_of ?? "",
    code: snippet?.code ?? "",
    git_link: snippet?.git_link ?? "",
    file: null,
  });
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const set = (field: keyof Omit<CodeFormValues, "file">) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const run = async (work: () => Promise<void>, success: string, fallback: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(success);
      onSaved();
    } catch (failure) {
      toast.error(failureText(failure, fallback));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = codeFormError(values, snippet !== null);
    setError(problem ?? "");
    if (problem) return;
    void run(
      () => saveCodeSnippet(codeFormData(values, snippet?.id)),
      snippet ? "Snippet updated successfully" : "Snippet uploaded successfully",
      snippet ? "Update failed" : "Upload failed.",
    );
  };

  return (
    <Modal title={snippet ? "Edit Code" : "Add Code"} open onClose={onClose} size="large">
      <form className="tab-form" onSubmit={submit} noValidate>
        <label>
          Title
          <input value={values.title} onChange={set("title")} />
        </label>
        <label>
          Tech
          <input value={values.code_of} onChange={set("code_of")} placeholder="Python, JavaScript, Java..." />
        </label>
        <label>
          Description
          <textarea rows={5} value={values.code} onChange={set("code")} />
        </label>
        <label>
          Git link
          <input type="url" value={values.git_link} onChange={set("git_link")} placeholder="https://" />
        </label>
        <label>
          {snippet ? "New file (optional)" : "File"}
          <input
            type="file"
            accept={CODE_FILE_EXTENSIONS.join(",")}
            onChange={(event) => setValues((current) => ({ ...current, file: event.target.files?.[0] ?? null }))}
          />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="tab-card__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </button>
          {snippet && !confirmingDelete && (
            <button type="button" className="button button--danger" onClick={() => setConfirmingDelete(true)}>
              Delete
            </button>
          )}
          {snippet && confirmingDelete && (
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => run(() => deleteCodeSnippet(snippet.id), "Snippet deleted successfully", "Delete failed")}
            >
              Confirm delete
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
