// Step 2 of the upload entry: the chosen file, how to share it, and the verification needed to go on.
import type { UploadMode } from "@scholarly/contract";
import { useId, useState } from "react";
import { formatKilobytes } from "./file-size";

const MODE_CHOICES: { value: UploadMode; label: string }[] = [
  { value: "both", label: "Public and private copy" },
  { value: "public", label: "Public" },
  { value: "private", label: "Private" },
];

interface ChosenFileProps {
  file: File;
  onRemove: () => void;
  onSkip: () => void;
  /** Goes on with the file, shared the way the member chose. */
  onUpload: (mode: UploadMode) => void;
}

export function ChosenFile({ file, onRemove, onSkip, onUpload }: ChosenFileProps) {
  const [mode, setMode] = useState<UploadMode | null>(null);
  const [verified, setVerified] = useState(false);
  const verifyId = useId();

  return (
    <div className="upload-research__step">
      <div className="upload-research__file">
        <span className="upload-research__file-name">{file.name}</span>
        <span className="upload-research__file-size">{formatKilobytes(file.size)}</span>
        <button type="button" className="upload-research__remove" onClick={onRemove}>
          Remove
        </button>
      </div>
      <fieldset className="upload-research__modes">
        <legend>How do you want to share this file?</legend>
        {MODE_CHOICES.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="upload-mode"
              value={option.value}
              checked={mode === option.value}
              onChange={() => setMode(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="upload-research__verify">
        <input
          id={verifyId}
          type="checkbox"
          checked={verified}
          onChange={(event) => setVerified(event.target.checked)}
        />
        <label htmlFor={verifyId}>
          I verify that I have the right to share this file and that it contains my research.
        </label>
      </div>
      <div className="upload-research__actions">
        <button type="button" className="research-button research-button--secondary" onClick={onSkip}>
          Skip
        </button>
        <button
          type="button"
          className="research-button"
          disabled={!mode || !verified}
          onClick={() => mode && onUpload(mode)}
        >
          Upload
        </button>
      </div>
    </div>
  );
}
