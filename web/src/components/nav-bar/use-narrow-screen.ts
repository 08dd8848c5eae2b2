// Whether the window is phone-sized, so the bar can swap its desktop controls for the hamburger menu.
import { useSyncExternalStore } from "react";

const NARROW = "(max-width: 767px)";

function subscribe(onChange: () => void): () => void {
  if (!window.matchMedia) return () => {};
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function isNarrow(): boolean {
  return window.matchMedia?.(NARROW).matches ?? false;
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow);
}
