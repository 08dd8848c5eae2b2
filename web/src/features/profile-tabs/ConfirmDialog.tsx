// Asks before something is deleted for good.
import { Modal } from "../../components/modal/Modal";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, question, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal title={title} open={open} onClose={onCancel}>
      <p>{question}</p>
      <div className="tab-card__actions">
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {busy ? "Deleting..." : "Delete"}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
