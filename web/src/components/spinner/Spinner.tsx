// The spec's spinner: 35 px, black, one rotation per 0.75 s.
import "./spinner.css";

export function Spinner({ size = 35, label = "Loading" }: { size?: number; label?: string }) {
  return (
    <div className="spinner" role="status" style={{ width: size, height: size }}>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
