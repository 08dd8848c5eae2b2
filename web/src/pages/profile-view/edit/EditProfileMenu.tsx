// The edit button's dropdown: one entry per edit mode. It opens in a portal above every card, placed by Floating UI
// so it flips and shifts to stay on screen at any size. Escape or a click elsewhere closes it.
import { autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react-dom";
import { useCallback, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useDismiss } from "../../../components/popup/use-dismiss";
import { EDIT_MODE_TITLES, type EditMode } from "./edit-modes";

export function EditProfileMenu({ onChoose }: { onChoose: (mode: EditMode) => void }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const { refs, floatingStyles } = useFloating({
    placement: "bottom-end",
    strategy: "fixed",
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, menu, trigger, close);

  return (
    <div className="edit-menu">
      <button
        ref={(element) => {
          trigger.current = element;
          refs.setReference(element);
        }}
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls="edit-profile-menu"
        // The trigger's own click toggles the menu: its press is not a click outside.
        onPointerDown={(event) => event.stopPropagation()}
        onClick={() => setOpen((value) => !value)}
      >
        ✎ Edit profile
      </button>
      {open &&
        createPortal(
          <ul
            id="edit-profile-menu"
            className="edit-menu__list"
            ref={(element) => {
              menu.current = element;
              refs.setFloating(element);
            }}
            style={floatingStyles}
          >
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
          </ul>,
          document.body,
        )}
    </div>
  );
}
