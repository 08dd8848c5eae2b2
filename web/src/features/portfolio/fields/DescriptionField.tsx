// A description box capped at 500 characters, with a live counter.
import { DESCRIPTION_LIMIT } from "@scholarly/contract";
import { useId } from "react";

export function DescriptionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Description</label>
      <textarea
        id={id}
        rows={4}
        maxLength={DESCRIPTION_LIMIT}
        value={value}
        aria-describedby={`${id}-counter`}
        onChange={(event) => onChange(event.target.value.slice(0, DESCRIPTION_LIMIT))}
      />
      <span id={`${id}-counter`} className="field__counter" aria-live="polite">
        {value.length}/{DESCRIPTION_LIMIT}
      </span>
    </div>
  );
}
