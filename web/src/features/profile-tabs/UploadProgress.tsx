// How much of a file has gone out, while an upload runs.
export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <label className="upload-progress">
      Uploading {percent}%
      <progress max={100} value={percent} />
    </label>
  );
}
