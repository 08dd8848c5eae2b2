// The research upload entry (/upload-research?type=): pick a file or skip, then go on to the publish form.
import { DEFAULT_PUBLICATION_TYPE } from "@scholarly/contract";
import { useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ChosenFile } from "./ChosenFile";
import "./research-buttons.css";
import "./upload-research.css";

export default function UploadResearchPage() {
  const [searchParams] = useSearchParams();
  const type = searchParams.get("type")?.trim().toLowerCase() || DEFAULT_PUBLICATION_TYPE;
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const publishPath = `/publish/${encodeURIComponent(type)}`;

  return (
    <section className="upload-research" aria-labelledby="upload-research-title">
      <h1 id="upload-research-title">Add your {type}</h1>
      {file ? (
        <ChosenFile
          file={file}
          onRemove={() => setFile(null)}
          onSkip={() => navigate(publishPath)}
          onUpload={(uploadMode) => navigate(publishPath, { state: { file, uploadMode } })}
        />
      ) : (
        <div className="upload-research__step">
          <p className="upload-research__question">Do you want to add a file?</p>
          <input
            ref={picker}
            className="visually-hidden"
            type="file"
            aria-label="Research file"
            tabIndex={-1}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <div className="upload-research__actions">
            <button
              type="button"
              className="research-button research-button--secondary"
              onClick={() => navigate(publishPath)}
            >
              Skip
            </button>
            <button type="button" className="research-button" onClick={() => picker.current?.click()}>
              Select and upload file
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
