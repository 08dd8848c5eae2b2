// Being named an author by other members: the works naming the member, and confirming, declining or removing each.
import { type AuthorshipDecision, publicationEndpoints } from "@scholarly/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { invalidate, queriesShowing, queryKeys } from "./query-keys";

export function useAuthorships() {
  return useQuery({
    queryKey: queryKeys.authorships(),
    queryFn: async () => (await callEndpoint(publicationEndpoints.authorships)).results,
  });
}

/** An answer changes which works the member's lists show and how the work names them. */
export function useDecideAuthorship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: AuthorshipDecision) =>
      callEndpoint(publicationEndpoints.decideAuthorship, {
        body: decision,
        fallbackError: "Could not save your answer.",
      }),
    onSettled: () =>
      invalidate(queryClient, [
        queryKeys.authorships(),
        queryKeys.notifications(),
        ...queriesShowing.publications(),
        ["post"],
      ]),
  });
}
