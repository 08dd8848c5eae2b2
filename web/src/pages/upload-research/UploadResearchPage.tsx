// The research upload entry (/upload-research?type=): pick a file or skip, then go on to the publish form.
import { DEFAULT_PUBLICATION_TYPE } from "@scholarly/contract";
import { useId, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { acceptFor, chosenFileProblem } from "../../features/chosen-file/chosen-file-problem";
import { ChosenFile } from "./ChosenFile";
import "../../components/field/field.css";
import "./research-buttons.css";
import "./upload-research.css";

export default function UploadResearchPage() {
  const [searchParams] = useSearchParams();
  const type = searchParams.get("type")?.trim().toLowerCase() || DEFAULT_PUBLICATION_TYPE;
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const problemId = useId();
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
            accept={acceptFor("document")}
            aria-invalid={refused !== null}
            aria-describedby={refused ? problemId : undefined}
            tabIndex={-1}
            onChange={async (event) => {
              const picker = event.target;
              const chosen = picker.files?.[0];
              if (!chosen) return;
              // Checked at once, so a wrong file is refused here rather than after the whole form is filled.
              const problem = await chosenFileProblem(chosen, "document");
              setRefused(problem);
              if (problem) picker.value = "";
              else setFile(chosen);
            }}
          />
          {refused && (
            <p id={problemId} className="field__error" role="alert">
              {refused}
            </p>
          )}
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
