// A labelled form control with its problem underneath, tied together for screen readers.
import { cloneElement, type ReactElement, type ReactNode, useId } from "react";
import "./field.css";

type ControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

interface FieldProps {
  label: ReactNode;
  /** The field's problem, shown under the control. */
  error?: string;
  /**
   * For forms that show one problem at a time in a message of their own (see FormError): that message's id, when it
   * is about this field. The control is then marked invalid and described by it, and no text repeats it here.
   */
  problemId?: string;
  /** Text kept under the control, such as a character counter. */
  hint?: ReactNode;
  className?: string;
  children: ReactElement<ControlProps>;
}

export function Field({ label, error, problemId, hint, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : problemId].filter(Boolean).join(" ");
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        "aria-invalid": Boolean(error || problemId),
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
