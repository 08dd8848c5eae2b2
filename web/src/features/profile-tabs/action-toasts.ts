// Toasts for the profile's saves, uploads and deletes. A failure toast carries the action's id, so a later success
// of the same action takes the stale failure away; a cancelled upload is news the member asked for, not an error.
import { ApiError } from "../../api/client";
import { UPLOAD_CANCELLED } from "../../api/upload";
import { toast } from "../../components/toasts/toasts";

/** The server's message for a failed call, else the product's wording. */
export const failureText = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.message ? failure.message : fallback;

export const wasCancelled = (failure: unknown) => failure instanceof ApiError && failure.message === UPLOAD_CANCELLED;

/** `action` names what was done (e.g. "gallery-upload"); the same id is given to its failure toast. */
export function toastDone(action: string, message: string): void {
  toast.dismiss(action);
  toast.success(message);
}

export function toastFailed(action: string, failure: unknown, message: string): void {
  if (wasCancelled(failure)) toast.info(UPLOAD_CANCELLED);
  else toast.error(message, { toastId: action });
}
