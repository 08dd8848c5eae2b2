// A full-screen look at a publication's document: a PDF in a frame, otherwise the image. Escape closes it.
import { useEffect, useRef } from "react";
import { documentKind } from "./document-kind";

interface DocumentPreviewProps {
  title: string;
  address: string;
  onClose: () => void;
}

export function DocumentPreview({ title, address, onClose }: DocumentPreviewProps) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, [onClose]);

  return (
    <div className="document-preview" role="dialog" aria-modal="true" aria-label={`Preview of ${title}`}>
      <button ref={closeButton} type="button" className="document-preview__close" onClick={onClose}>
        Close preview
      </button>
      {documentKind(address) === "pdf" ? (
        <iframe className="document-preview__frame" src={address} title={title} />
      ) : (
        <img className="document-preview__image" src={address} alt={title} />
      )}
    </div>
  );
}
