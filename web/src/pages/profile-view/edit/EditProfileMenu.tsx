// The edit button's dropdown: one entry per edit mode. Escape or a click elsewhere closes it.
import { useEffect, useRef, useState } from "react";
import { EDIT_MODE_TITLES, type EditMode } from "./edit-modes";

export function EditProfileMenu({ onChoose }: { onChoose: (mode: EditMode) => void }) {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  return (
    <div className="edit-menu" ref={menu}>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls="edit-profile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        ✎ Edit profile
      </button>
      {open && (
        <ul id="edit-profile-menu" className="edit-menu__list">
          {(Object.keys(EDIT_MODE_TITLES) as EditMode[]).map((mode) => (
            <li key={mode}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onChoose(mode);
                }}
              >
                {EDIT_MODE_TITLES[mode]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
