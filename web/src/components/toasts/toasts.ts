// Pop-up notices. The toast library is loaded with the first notice, so it is never part of a page's first
// download; the library queues notices raised before its container mounts and shows them once it does.
import { useSyncExternalStore } from "react";
import type { ToastOptions } from "react-toastify";

type Kind = "success" | "error" | "info";

const library = () => import("react-toastify");
const listeners = new Set<() => void>();
let requested = false;

function notify(kind: Kind) {
  return (message: string, options?: ToastOptions): void => {
    if (!requested) {
      requested = true;
      for (const listener of listeners) listener();
    }
    void library().then(({ toast: show }) => show[kind](message, options));
  };
}

/** Takes a notice away, e.g. an error that a later success made stale; nothing happens if it is not shown. */
function dismiss(toastId: string): void {
  if (requested) void library().then(({ toast: show }) => show.dismiss(toastId));
}

export const toast = { success: notify("success"), error: notify("error"), info: notify("info"), dismiss };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any notice was raised: the container is mounted from then on. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(subscribe, () => requested);
}
