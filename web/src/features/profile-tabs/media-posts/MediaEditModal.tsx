// Changes an image's or video's description and, optionally, replaces its file.
import { useState } from "react";
import { ApiError } from "../../../api/client";
import { Modal } from "../../../components/modal/Modal";
import { toast } from "../../../components/toasts/toasts";
import { UploadProgress } from "../UploadProgress";
import { isFileOfKind, type MediaKind, type MediaPost } from "./media-kinds";

interface MediaEditModalProps {
  kind: MediaKind;
  post: MediaPost;
  onClose: () => void;
  onSaved: () => void;
}

export function MediaEditModal({ kind, post, onClose, onSaved }: MediaEditModalProps) {
  const [description, setDescription] = useState(post.description);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState("");
  const [progress, setProgress] = useState<number | null>(null);

  const chooseFile = (chosen: File | undefined) => {
    const valid = !chosen || isFileOfKind(chosen, kind);
    setError(valid ? "" : kind.invalidFile);
    setFile(valid ? (chosen ?? null) : null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!description.trim()) {
      setError("Please enter description.");
      return;
    }
    setProgress(0);
    try {
      await kind.api.update(post.id, description.trim(), file, setProgress);
      toast.success(`${kind.noun} updated successfully`);
      onSaved();
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : "Update failed.");
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal title={`Edit ${kind.noun}`} open onClose={onClose}>
      <form className="tab-form" onSubmit={submit} noValidate>
        <label>
          Description
          <textarea rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
        </label>
        <label>
          New {kind.noun.toLowerCase()} file (optional)
          <input type="file" accept={kind.accept} onChange={(event) => chooseFile(event.target.files?.[0])} />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
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
