// Publish (/publish/{type}): the publication form, its type taken from the address.
import { DEFAULT_PUBLICATION_TYPE, PUBLICATION_TYPES, UPLOAD_MODES, type UploadMode } from "@scholarly/contract";
import { useLocation, useNavigate, useParams } from "react-router";
import { PublishForm } from "./PublishForm";
import "../upload-research/research-buttons.css";
import "./publish.css";

/** The file chosen on the upload entry, and how to share it, travel in navigation state. */
function passedFile(state: unknown): File | null {
  if (state && typeof state === "object" && "file" in state && state.file instanceof File) return state.file;
  return null;
}

function passedUploadMode(state: unknown): UploadMode | undefined {
  if (!state || typeof state !== "object" || !("uploadMode" in state)) return undefined;
  return UPLOAD_MODES.find((mode) => mode === state.uploadMode);
}

export default function PublishPage() {
  const { type: pathType = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const type = PUBLICATION_TYPES.find((known) => known === pathType.toLowerCase()) ?? DEFAULT_PUBLICATION_TYPE;

  return (
    <section className="publish" aria-labelledby="publish-title">
      <h1 id="publish-title">Add your research</h1>
      <PublishForm
        type={type}
        initialFile={passedFile(location.state)}
        uploadMode={passedUploadMode(location.state)}
        onTypeChange={(next) =>
          navigate(`/publish/${encodeURIComponent(next)}`, { replace: true, state: location.state })
        }
      />
    </section>
  );
}
