// Changes an image's or video's description and, optionally, replaces its file.
import { useState } from "react";
import { useController } from "react-hook-form";
import { useMediaPostChanges } from "../../../api/media-posts";
import { Field } from "../../../components/field/Field";
import { useSchemaForm } from "../../../components/field/use-schema-form";
import { Modal } from "../../../components/modal/Modal";
import { failureText, toastDone, toastFailed } from "../action-toasts";
import { UploadProgress } from "../UploadProgress";
import { useUploadProgress } from "../use-upload-progress";
import { MediaFileField } from "./MediaFileField";
import { type MediaKind, type MediaPost, mediaChangeForm } from "./media-kinds";

interface MediaEditModalProps {
  kind: MediaKind;
  post: MediaPost;
  onClose: () => void;
  /** After the save; the tab's pages refresh themselves. */
  onSaved: () => void;
}

export function MediaEditModal({ kind, post, onClose, onSaved }: MediaEditModalProps) {
  const [schema] = useState(() => mediaChangeForm(kind));
  const { register, handleSubmit, control, formState, trigger } = useSchemaForm(schema, {
    description: post.description,
  });
  const { field: file } = useController({ control, name: "file" });
  const progress = useUploadProgress();
  const { update } = useMediaPostChanges(kind.name, kind.api);
  const { errors } = formState;
  // Closing the dialog stops an upload nobody can follow any more.
  const close = () => {
    progress.cancel();
    onClose();
  };

  const save = handleSubmit(async ({ description, file: chosen }) => {
    const action = `${kind.name}-update`;
    try {
      await update.mutateAsync({
        id: post.id,
        description: description.trim(),
        file: chosen ?? null,
        tracking: progress.start(),
      });
      toastDone(action, `${kind.noun} updated successfully`);
      onSaved();
    } catch (failure) {
      toastFailed(action, failure, failureText(failure, "Update failed."));
    } finally {
      progress.reset();
    }
  });

  return (
    <Modal title={`Edit ${kind.noun}`} open onClose={close}>
      <form className="tab-form" onSubmit={save} noValidate>
        <Field label="Description" error={errors.description?.message}>
          <textarea rows={3} {...register("description")} />
        </Field>
        <MediaFileField
          kind={kind}
          label={`New ${kind.noun.toLowerCase()} file (optional)`}
          file={file}
          formError={errors.file?.message}
          onChosen={() => void trigger("file")}
        />
        <UploadProgress percent={progress.percent} onCancel={progress.cancel} />
        <div className="tab-card__actions">
          <button type="submit" className="button" disabled={progress.percent !== null}>
            {progress.percent !== null ? "Saving..." : "Save"}
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
