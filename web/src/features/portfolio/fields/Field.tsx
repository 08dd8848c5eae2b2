// A labelled form control with its error message underneath, tied together for screen readers.
import { cloneElement, type ReactElement, useId } from "react";

interface FieldProps {
  label: string;
  error?: string;
  children: ReactElement<{ id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string }>;
}

export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="portfolio-field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
