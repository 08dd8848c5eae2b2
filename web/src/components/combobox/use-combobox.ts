// The WAI-ARIA 1.2 combobox with a listbox popup, for an input that suggests: the arrow keys walk the options
// (past either end the input itself is active again), Enter picks the highlighted one, Escape closes, and a
// pointer outside closes. Focus stays in the input; the option walked is its aria-activedescendant.
import { type KeyboardEvent, type RefObject, useEffect, useId, useState } from "react";

interface ComboboxSettings<Option> {
  options: readonly Option[];
  /** Whether the popup may show at all (e.g. once something is typed). */
  canOpen: boolean;
  onPick: (option: Option) => void;
  /** Enter with no option highlighted (the input's own action); Enter does nothing else then. */
  onEnter: () => void;
  /** The element holding the input and the popup: a pointer outside it closes the popup. */
  container: RefObject<HTMLElement | null>;
}

export function useCombobox<Option>({ options, canOpen, onPick, onEnter, container }: ComboboxSettings<Option>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const expanded = open && canOpen;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open, container]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (option: Option) => {
    close();
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      close();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      setOpen(true);
      const last = options.length - 1;
      if (event.key === "ArrowDown") setActive((current) => (current >= last ? -1 : current + 1));
      else setActive((current) => (current <= -1 ? last : current - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = expanded ? options[active] : undefined;
      if (chosen !== undefined) pick(chosen);
      else onEnter();
    }
  };

  return {
    expanded,
    active,
    /** Call when the text changes: the popup opens afresh with nothing highlighted. */
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    close,
    inputProps: {
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": expanded,
      "aria-controls": listId,
      "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
      onFocus: () => setOpen(true),
      onKeyDown,
    } as const,
    /** The listbox's id (the element itself says role="listbox", and each option role="option"). */
    listId,
    optionId,
    pick,
  };
}

/** An option's onPointerDown: a press must not take focus from the input before the click picks the option. */
export const keepFocusInInput = (event: { preventDefault: () => void }) => event.preventDefault();
