// A button that opens a panel below it (the account menu, the bell, the phone menu, Add Research): whether it is
// open, the panel's id, and the button's props (toggle, aria-expanded, aria-controls). Escape or a click outside
// closes it (useDismiss).
import { useCallback, useId, useRef, useState } from "react";
import { useDismiss } from "./use-dismiss";

export function usePopup() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);
  const triggerProps = {
    ref: trigger,
    type: "button" as const,
    "aria-expanded": open,
    "aria-controls": panelId,
    onClick: () => setOpen((isOpen) => !isOpen),
  };
  return { open, close, container, panelId, triggerProps };
}
