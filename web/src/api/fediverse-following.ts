// Following accounts on other fediverse servers by handle (docs/federation.md, "Following out").
import { type FediverseAccount, type FediverseFollowingList, fediverseFollowingEndpoints } from "@scholarly/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { invalidate, queryKeys } from "./query-keys";

/** The Following feed shows a followed account's posts, and the list of accounts followed changes with each follow. */
const queriesShowingFediverseFollows = () => [queryKeys.fediverseFollowing(), queryKeys.feeds()];

/** The accounts the member follows on other servers, newest first; pending until their server accepts. */
export function useFediverseFollowing() {
  return useQuery({
    queryKey: queryKeys.fediverseFollowing(),
    queryFn: () => callEndpoint(fediverseFollowingEndpoints.following),
  });
}

/** Follows `@name@host`; the answer is the account, pending until its server accepts. */
export function useFollowFediverseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handle: string): Promise<FediverseAccount> =>
      callEndpoint(fediverseFollowingEndpoints.follow, { body: { handle } }),
    onSuccess: () => invalidate(queryClient, queriesShowingFediverseFollows()),
  });
}

/** Unfollows an account by its actor address: its row goes at once, and comes back if the server refuses. */
export function useUnfollowFediverseAccount() {
  const queryClient = useQueryClient();
  const key = queryKeys.fediverseFollowing();
  return useMutation({
    mutationFn: (actor: string) => callEndpoint(fediverseFollowingEndpoints.unfollow, { query: { actor } }),
    onMutate: async (actor) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<FediverseFollowingList>(key);
      if (before) {
        const results = before.results.filter((account) => account.actor !== actor);
        queryClient.setQueryData<FediverseFollowingList>(key, { count: results.length, results });
      }
      return { before };
    },
    onError: (_error, _actor, saved) => queryClient.setQueryData(key, saved?.before),
    onSettled: () => invalidate(queryClient, queriesShowingFediverseFollows()),
  });
}
