export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="tab-card__actions">
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Saving..." : "Save"}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
