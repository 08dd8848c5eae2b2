// Changes an image's or video's description and, optionally, replaces its file.
import { useState } from "react";
import { useController } from "react-hook-form";
import { ApiError } from "../../../api/client";
import { Field } from "../../../components/field/Field";
import { useSchemaForm } from "../../../components/field/use-schema-form";
import { Modal } from "../../../components/modal/Modal";
import { toast } from "../../../components/toasts/toasts";
import { UploadProgress } from "../UploadProgress";
import { type MediaKind, type MediaPost, mediaChangeForm } from "./media-kinds";

interface MediaEditModalProps {
  kind: MediaKind;
  post: MediaPost;
  onClose: () => void;
  onSaved: () => void;
}

export function MediaEditModal({ kind, post, onClose, onSaved }: MediaEditModalProps) {
  const [schema] = useState(() => mediaChangeForm(kind));
  const { register, handleSubmit, control, formState, trigger } = useSchemaForm(schema, {
    description: post.description,
  });
  const { field: file } = useController({ control, name: "file" });
  const [progress, setProgress] = useState<number | null>(null);
  const { errors } = formState;

  const save = handleSubmit(async ({ description, file: chosen }) => {
    setProgress(0);
    try {
      await kind.api.update(post.id, description.trim(), chosen ?? null, setProgress);
      toast.success(`${kind.noun} updated successfully`);
      onSaved();
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : "Update failed.");
    } finally {
      setProgress(null);
    }
  });

  return (
    <Modal title={`Edit ${kind.noun}`} open onClose={onClose}>
      <form className="tab-form" onSubmit={save} noValidate>
        <Field label="Description" error={errors.description?.message}>
          <textarea rows={3} {...register("description")} />
        </Field>
        <Field label={`New ${kind.noun.toLowerCase()} file (optional)`} error={errors.file?.message}>
          <input
            type="file"
            accept={kind.accept}
            name={file.name}
            ref={file.ref}
            onBlur={file.onBlur}
            onChange={(event) => {
              file.onChange(event.target.files?.[0]);
              void trigger("file");
            }}
          />
        </Field>
        <UploadProgress percent={progress} />
        <div className="tab-card__actions">
          <button type="submit" className="button" disabled={progress !== null}>
            {progress !== null ? "Saving..." : "Save"}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
