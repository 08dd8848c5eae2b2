// One optional file per portfolio item; choosing a new one replaces the current media.
import { useId } from "react";

export function MediaField({ current, onChange }: { current: string | null; onChange: (file: File | null) => void }) {
  const id = useId();
  return (
    <div className="portfolio-field">
      <label htmlFor={id}>Media (image or PDF)</label>
      <input
        id={id}
        type="file"
        accept="image/*,application/pdf"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {current && (
        <a href={current} target="_blank" rel="noreferrer">
          Current media
        </a>
      )}
    </div>
  );
}
