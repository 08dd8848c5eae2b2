// One optional file per portfolio item; choosing a new one replaces the current media.
import { Field } from "../../../components/field/Field";

export function MediaField({ current, onChange }: { current: string | null; onChange: (file: File | null) => void }) {
  return (
    <>
      <Field label="Media (image or PDF)">
        <input
          type="file"
          accept="image/*,application/pdf"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </Field>
      {current && (
        <a href={current} target="_blank" rel="noreferrer">
          Current media
        </a>
      )}
    </>
  );
}
