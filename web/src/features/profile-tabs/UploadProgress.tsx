// How much of a file has gone out, while an upload runs, and a way to stop it.
import "./upload-progress.css";

export function UploadProgress({ percent, onCancel }: { percent: number | null; onCancel?: () => void }) {
  if (percent === null) return null;
  return (
    <div className="upload-progress">
      <label>
        Uploading {percent}%
        <progress max={100} value={percent} />
      </label>
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel upload
        </button>
      )}
    </div>
  );
}
