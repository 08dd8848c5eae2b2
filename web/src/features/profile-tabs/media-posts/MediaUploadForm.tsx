// Uploads a new image or video with its description, showing progress.
import { useState } from "react";
import { useController } from "react-hook-form";
import { useMediaPostChanges } from "../../../api/media-posts";
import { Field } from "../../../components/field/Field";
import { useSchemaForm } from "../../../components/field/use-schema-form";
import { failureText, toastDone, toastFailed } from "../action-toasts";
import { UploadProgress } from "../UploadProgress";
import { useUploadProgress } from "../use-upload-progress";
import { MediaFileField } from "./MediaFileField";
import { type MediaKind, newMediaForm } from "./media-kinds";

/** Uploads a new post; the tab's pages refresh themselves (useMediaPostChanges). */
export function MediaUploadForm({ kind }: { kind: MediaKind }) {
  const [schema] = useState(() => newMediaForm(kind));
  const { register, handleSubmit, control, formState, reset, trigger } = useSchemaForm(schema, { description: "" });
  const { field: file } = useController({ control, name: "file" });
  const progress = useUploadProgress();
  const { upload: sending } = useMediaPostChanges(kind.name, kind.api);
  // A new key clears the file input, which keeps the chosen file's name on its own.
  const [formKey, setFormKey] = useState(0);
  const { errors } = formState;

  const upload = handleSubmit(async ({ file: chosen, description }) => {
    if (!chosen) return;
    const action = `${kind.name}-upload`;
    try {
      await sending.mutateAsync({ file: chosen, description: description.trim(), tracking: progress.start() });
      toastDone(action, `${kind.noun} uploaded successfully`);
      reset();
      setFormKey((key) => key + 1);
    } catch (failure) {
      toastFailed(action, failure, failureText(failure, "Upload failed."));
    } finally {
      progress.reset();
    }
  });

  return (
    <form key={formKey} className="tab-form media-upload" onSubmit={upload} noValidate>
      <MediaFileField
        kind={kind}
        label={`${kind.noun} file`}
        file={file}
        formError={errors.file?.message}
        onChosen={() => void trigger("file")}
      />
      <Field label="Description" error={errors.description?.message}>
        <textarea rows={2} {...register("description")} />
      </Field>
      <UploadProgress percent={progress.percent} onCancel={progress.cancel} />
      <button type="submit" className="button" disabled={progress.percent !== null}>
        {progress.percent !== null ? "Uploading..." : `Upload ${kind.noun.toLowerCase()}`}
      </button>
    </form>
  );
}
