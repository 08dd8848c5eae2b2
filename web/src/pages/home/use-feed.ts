// The feed page named by the address (?page=, ?type=), with the spec's error toasts.
import { POST_TYPES, type PostType } from "@scholarly/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError } from "../../api/client";
import { fetchFeed } from "../../api/feed";
import { toast } from "../../components/toasts/toasts";

export function feedTypeOf(value: string | null): PostType | undefined {
  return POST_TYPES.find((type) => type === value);
}

export function pageNumberOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A bad or shapeless answer is 'Failed to fetch content'; a call that never got an answer is 'Error loading content'. */
function feedErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status === 0 ? "Error loading content" : "Failed to fetch content";
}

export function useFeed(page: number, type: PostType | undefined) {
  const feed = useQuery({
    queryKey: ["feed", type ?? "all", page],
    queryFn: () => fetchFeed(page, type),
    placeholderData: keepPreviousData,
  });
  const { error } = feed;
  useEffect(() => {
    if (error) toast.error(feedErrorMessage(error), { toastId: "feed-error" });
  }, [error]);
  return feed;
}
