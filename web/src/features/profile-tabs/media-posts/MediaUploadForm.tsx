// Uploads a new image or video with its description, showing progress.
import { useState } from "react";
import { ApiError } from "../../../api/client";
import { toast } from "../../../components/toasts/toasts";
import { UploadProgress } from "../UploadProgress";
import { isFileOfKind, type MediaKind } from "./media-kinds";

export function MediaUploadForm({ kind, onUploaded }: { kind: MediaKind; onUploaded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState("");
  const [error, setError] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);

  const chooseFile = (chosen: File | undefined) => {
    if (chosen && !isFileOfKind(chosen, kind)) {
      setFile(null);
      setError(kind.invalidFile);
      return;
    }
    setError("");
    setFile(chosen ?? null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file || !description.trim()) {
      setError(kind.missingOnCreate);
      return;
    }
    setError("");
    setProgress(0);
    try {
      await kind.api.create(file, description.trim(), setProgress);
      toast.success(`${kind.noun} uploaded successfully`);
      setFile(null);
      setDescription("");
      setFormKey((key) => key + 1);
      onUploaded();
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : "Upload failed.");
    } finally {
      setProgress(null);
    }
  };

  return (
    <form key={formKey} className="tab-form media-upload" onSubmit={submit} noValidate>
      <label>
        {kind.noun} file
        <input type="file" accept={kind.accept} onChange={(event) => chooseFile(event.target.files?.[0])} />
      </label>
      <label>
        Description
        <textarea rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <UploadProgress percent={progress} />
      <button type="submit" className="button" disabled={progress !== null}>
        {progress !== null ? "Uploading..." : `Upload ${kind.noun.toLowerCase()}`}
      </button>
    </form>
  );
}
