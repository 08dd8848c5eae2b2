// The read-only author of a new publication: the signed-in member's profile name.
import { useEffect } from "react";
import { ApiError } from "../../api/client";
import { useOwnProfile } from "../../api/profiles";
import { toast } from "../../components/toasts/toasts";
import { PUBLISH_TOAST } from "./use-publish";

export const UNKNOWN_AUTHOR = "Unknown Author";

function profileProblem(error: Error | null, missing: boolean): string | null {
  if (error instanceof ApiError && error.status > 0) return error.message || "Failed to fetch user info.";
  if (error) return "Something went wrong while fetching user.";
  return missing ? "Failed to fetch user info." : null;
}

export function useAuthorName(): string {
  const ownProfile = useOwnProfile();
  const problem = profileProblem(ownProfile.error, ownProfile.data === null);
  useEffect(() => {
    if (problem) toast.error(problem, { ...PUBLISH_TOAST, toastId: "publish-author" });
  }, [problem]);
  return ownProfile.data?.name || UNKNOWN_AUTHOR;
}
