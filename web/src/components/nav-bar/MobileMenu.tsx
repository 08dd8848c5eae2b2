// The hamburger menu of the phone layout: Home, the content filter and Add new.
import { useCallback, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { AddArticleButton } from "../add-article/AddArticleButton";
import { ContentFilter } from "../content-filter/ContentFilter";
import { useDismiss } from "../profile-menu/use-dismiss";

export function MobileMenuItems({ onDone }: { onDone?: () => void }) {
  return (
    <ul className="mobile-menu__items">
      <li>
        <Link to="/home" onClick={onDone}>
          Home
        </Link>
      </li>
      <li>
        <ContentFilter onApplied={onDone} />
      </li>
      <li>
        <AddArticleButton />
      </li>
    </ul>
  );
}

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);

  return (
    <div className="mobile-menu" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="mobile-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      {open && (
        <nav id={panelId} className="mobile-menu__panel" aria-label="Main">
          <MobileMenuItems onDone={close} />
        </nav>
      )}
    </div>
  );
}
