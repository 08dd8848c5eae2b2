// The 'Loading...' state shown while a page or the session check is under way.
export function Loading({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      {label}
    </div>
  );
}
