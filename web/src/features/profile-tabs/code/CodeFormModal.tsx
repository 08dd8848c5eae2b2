// Adds a snippet, or edits one (the edit dialog also deletes it).
import type { CodeSnippet } from "@scholarly/contract";
import { useState } from "react";
import { useController } from "react-hook-form";
import { useCodeSnippetChanges } from "../../../api/code";
import { Field } from "../../../components/field/Field";
import { useSchemaForm } from "../../../components/field/use-schema-form";
import { Modal } from "../../../components/modal/Modal";
import { useCheckedFile } from "../../chosen-file/use-checked-file";
import { failureText, toastDone, toastFailed } from "../action-toasts";
import { UploadProgress } from "../UploadProgress";
import { useUploadProgress } from "../use-upload-progress";
import { hasCodeExtension, type SnippetFormValues, snippetFormSchema, WRONG_CODE_FILE } from "./code-form";

interface CodeFormModalProps {
  snippet: CodeSnippet | null;
  onClose: () => void;
  /** After a save or a delete; the lists showing snippets refresh themselves. */
  onSaved: () => void;
}

export function CodeFormModal({ snippet, onClose, onSaved }: CodeFormModalProps) {
  const [schema] = useState(() => snippetFormSchema(snippet !== null));
  const { register, handleSubmit, control, formState } = useSchemaForm(schema, {
    title: snippet?.title ?? "",
    code_of: snippet?.code_of ?? "",
    code: snippet?.code ?? "",
    git_link: snippet?.git_link ?? "",
  });
  const { field: file } = useController({ control, name: "file" });
  // Checked as soon as it is chosen: its extension (in the form's words) and its size.
  const codeFile = useCheckedFile("code", (chosen) => (hasCodeExtension(chosen) ? null : WRONG_CODE_FILE));
  const { errors } = formState;
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const progress = useUploadProgress();
  const changes = useCodeSnippetChanges();

  /** `action` ids the failure toast, so the same action's later success takes it away. */
  const run = async (action: string, work: () => Promise<void>, success: string, fallback: string) => {
    setBusy(true);
    try {
      await work();
      toastDone(action, success);
      onSaved();
    } catch (failure) {
      toastFailed(action, failure, failureText(failure, fallback));
    } finally {
      setBusy(false);
      progress.reset();
    }
  };

  const save = ({ file: chosen, ...fields }: SnippetFormValues) =>
    snippet
      ? run(
          "code-update",
          () => changes.save.mutateAsync({ id: snippet.id, fields, file: chosen ?? null, tracking: progress.start() }),
          "Snippet updated successfully",
          "Update failed",
        )
      : run(
          "code-upload",
          () => changes.save.mutateAsync({ fields, file: chosen ?? null, tracking: progress.start() }),
          "Snippet uploaded successfully",
          "Upload failed.",
        );

  // Closing the dialog stops an upload nobody can follow any more.
  const close = () => {
    progress.cancel();
    onClose();
  };

  return (
    <Modal title={snippet ? "Edit Code" : "Add Code"} open onClose={close} size="large">
      <form className="tab-form" onSubmit={handleSubmit(save)} noValidate>
        <Field label="Title" error={errors.title?.message}>
          <input {...register("title")} />
        </Field>
        <Field label="Tech" error={errors.code_of?.message}>
          <input placeholder="Python, JavaScript, Java..." {...register("code_of")} />
        </Field>
        <Field label="Description" error={errors.code?.message}>
          <textarea rows={5} {...register("code")} />
        </Field>
        <Field label="Git link" error={errors.git_link?.message}>
          <input type="url" placeholder="https://" {...register("git_link")} />
        </Field>
        <Field label={snippet ? "New file (optional)" : "File"} error={codeFile.problem ?? errors.file?.message}>
          <input
            type="file"
            accept={codeFile.accept}
            name={file.name}
            ref={file.ref}
            onBlur={file.onBlur}
            onChange={async (event) => file.onChange((await codeFile.check(event.target)) ?? undefined)}
          />
        </Field>
        <UploadProgress percent={progress.percent} onCancel={progress.cancel} />
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
              onClick={() =>
                run(
                  "code-delete",
                  () => changes.remove.mutateAsync(snippet.id),
                  "Snippet deleted successfully",
                  "Delete failed",
                )
              }
            >
              Confirm delete
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={close}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
