// 'Personal Portfolio(CV)': upload a PDF, then view, replace or remove it.
import { useId, useRef } from "react";
import { ApiError } from "../../api/client";
import { useCv, useSaveCv } from "../../api/portfolio";
import { toast } from "../../components/toasts/toasts";
import { fileNameOf } from "../profile-tabs/publications/document-kind";

export function CvBox() {
  const inputId = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const cv = useCv();
  const saving = useSaveCv();
  const busy = saving.isPending;
  const address = cv.data ?? null;

  const save = (file: File | null) =>
    saving.mutate(file, {
      onError: (failure) => toast.error(failure instanceof ApiError ? failure.message : "Upload failed."),
      onSettled: () => {
        if (chooser.current) chooser.current.value = "";
      },
    });

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.type !== "application/pdf") {
      toast.error("Please choose a PDF file.");
      return;
    }
    save(file);
  };

  const busyLabel = address ? "Changing..." : "Uploading...";
  return (
    <section className="cv-box" aria-labelledby="cv-heading">
      <h3 id="cv-heading">Personal Portfolio(CV)</h3>
      <input
        ref={chooser}
        id={inputId}
        type="file"
        accept="application/pdf"
        className="visually-hidden"
        onChange={(event) => choose(event.target.files?.[0])}
        disabled={busy}
      />
      {address ? (
        <div className="cv-box__current">
          <span className="cv-box__name">{fileNameOf(address)}</span>
          <a href={address} target="_blank" rel="noreferrer">
            View CV
          </a>
          <label htmlFor={inputId} className="button button--secondary" aria-disabled={busy}>
            {busy ? busyLabel : "Edit CV"}
          </label>
          <button type="button" className="button button--danger" disabled={busy} onClick={() => save(null)}>
            Remove
          </button>
        </div>
      ) : (
        <label htmlFor={inputId} className="button" aria-disabled={busy}>
          {busy ? busyLabel : "Upload CV (PDF)"}
        </label>
      )}
    </section>
  );
}
