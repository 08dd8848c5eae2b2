// An accessible dialog: focus moves in and is restored, Escape and the backdrop close it.
import { type ReactNode, useEffect, useId, useRef } from "react";
import "./modal.css";

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for forms with many fields. */
  size?: "small" | "large";
}

export function Modal({ title, open, onClose, children, size = "small" }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      {open && (
        <div className="modal__body">
          <header className="modal__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
