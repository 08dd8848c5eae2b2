// The form's current problem, announced to screen readers as it appears.
import "./field.css";

export function FormError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className="form-error" role="alert">
      {message}
    </p>
  );
}
