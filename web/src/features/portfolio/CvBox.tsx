// 'Personal Portfolio(CV)': upload a PDF, then view, replace or remove it.
import { useId, useRef } from "react";
import { useCv, useSaveCv } from "../../api/portfolio";
import "../../components/field/field.css";
import { useCheckedFile } from "../chosen-file/use-checked-file";
import { failureText, toastDone, toastFailed } from "../profile-tabs/action-toasts";
import { fileNameOf } from "../profile-tabs/publications/document-kind";
import { UploadProgress } from "../profile-tabs/UploadProgress";
import { useUploadProgress } from "../profile-tabs/use-upload-progress";

const CV_SAVE = "cv-save";

export function CvBox() {
  const inputId = useId();
  const problemId = useId();
  const cvFile = useCheckedFile("cv");
  const chooser = useRef<HTMLInputElement>(null);
  const cv = useCv();
  const saving = useSaveCv();
  const progress = useUploadProgress();
  const busy = saving.isPending;
  const address = cv.data?.cv_pdf ?? null;
  // The name the member uploaded it under; CVs stored before names were kept show their stored name.
  const name = cv.data?.cv_name ?? (address ? fileNameOf(address) : null);

  const save = (file: File | null) =>
    // Only a file being sent has progress worth showing; a removal is one small request.
    saving.mutate(
      { file, tracking: file ? progress.start() : undefined },
      {
        onSuccess: ({ message }) =>
          toastDone(CV_SAVE, message || (file ? "CV uploaded successfully." : "CV removed successfully.")),
        onError: (failure) => toastFailed(CV_SAVE, failure, failureText(failure, "Upload failed.")),
        onSettled: () => {
          progress.reset();
          if (chooser.current) chooser.current.value = "";
        },
      },
    );

  /** A file that is not a PDF, or too large, is refused here with the reason under the buttons; nothing is sent. */
  const choose = async (input: HTMLInputElement) => {
    const file = await cvFile.check(input);
    if (file) save(file);
  };

  const busyLabel = address ? "Changing..." : "Uploading...";
  return (
    <section className="cv-box" aria-labelledby="cv-heading">
      <h3 id="cv-heading">Personal Portfolio(CV)</h3>
      <input
        ref={chooser}
        id={inputId}
        type="file"
        accept={cvFile.accept}
        className="visually-hidden"
        aria-invalid={cvFile.problem !== null}
        aria-describedby={cvFile.problem ? problemId : undefined}
        onChange={(event) => choose(event.target)}
        disabled={busy}
      />
      {address ? (
        <div className="cv-box__current">
          <span className="cv-box__name">{name}</span>
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
      {cvFile.problem && (
        <p id={problemId} className="field__error" role="alert">
          {cvFile.problem}
        </p>
      )}
      <UploadProgress percent={progress.percent} onCancel={progress.cancel} />
    </section>
  );
}
