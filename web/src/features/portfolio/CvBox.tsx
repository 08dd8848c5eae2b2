// 'Personal Portfolio(CV)': upload a PDF, then view, replace or remove it.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { ApiError } from "../../api/client";
import { fetchCv, saveCv } from "../../api/portfolio";
import { toast } from "../../components/toasts/toasts";
import { fileNameOf } from "../profile-tabs/publications/document-kind";

const CV_KEY = ["portfolio", "cv"];

export function CvBox() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const chooser = useRef<HTMLInputElement>(null);
  const cv = useQuery({ queryKey: CV_KEY, queryFn: fetchCv });
  const [busy, setBusy] = useState(false);
  const address = cv.data ?? null;

  const save = async (file: File | null) => {
    setBusy(true);
    try {
      const saved = await saveCv(file);
      queryClient.setQueryData(CV_KEY, saved);
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : "Upload failed.");
    } finally {
      setBusy(false);
      if (chooser.current) chooser.current.value = "";
    }
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.type !== "application/pdf") {
      toast.error("Please choose a PDF file.");
      return;
    }
    void save(file);
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
