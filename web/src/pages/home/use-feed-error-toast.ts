// The feed's error toasts (part 1 section 8).
import { useEffect } from "react";
import { ApiError } from "../../api/client";
import { toast } from "../../components/toasts/toasts";

/** A bad or shapeless answer is 'Failed to fetch content'; a call that never got an answer is 'Error loading content'. */
function feedErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status === 0 ? "Error loading content" : "Failed to fetch content";
}

export function useFeedErrorToast(error: Error | null): void {
  useEffect(() => {
    if (error) toast.error(feedErrorMessage(error), { toastId: "feed-error" });
  }, [error]);
}
