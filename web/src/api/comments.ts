// A work's comments from the fediverse (docs/federation.md): the list as the viewer may see it, and an author's
// approving or rejecting one.
import {
  type CommentAction,
  type CommentPage,
  commentEndpoints,
  MAX_COMMENTS_LIMIT,
  type PostType,
} from "@scholarly/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { queryKeys } from "./query-keys";

const STATUS_AFTER: Record<CommentAction, "approved" | "rejected"> = { approve: "approved", reject: "rejected" };

/** The first comments, oldest first: approved ones, and to the work's authors every one. */
export function useComments(id: string, type: PostType) {
  return useQuery({
    queryKey: queryKeys.comments(id, type),
    queryFn: () =>
      callEndpoint(commentEndpoints.list, {
        query: { id: Number(id), type, limit: MAX_COMMENTS_LIMIT },
        fallbackError: "Failed to load the comments.",
      }),
  });
}

/** Approves or rejects a comment: shown moved at once, put back if the server refuses, then read again. */
export function useModerateComment(id: string, type: PostType) {
  const queryClient = useQueryClient();
  const key = queryKeys.comments(id, type);
  return useMutation({
    mutationFn: (decision: { id: number; action: CommentAction }) =>
      callEndpoint(commentEndpoints.moderate, { body: decision, fallbackError: "Could not moderate the comment." }),
    onMutate: async (decision) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CommentPage>(key);
      if (before) {
        const results = before.results.map((comment) =>
          comment.id === decision.id ? { ...comment, status: STATUS_AFTER[decision.action] } : comment,
        );
        queryClient.setQueryData<CommentPage>(key, { ...before, results });
      }
      return { before };
    },
    onError: (_error, _decision, saved) => queryClient.setQueryData(key, saved?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
