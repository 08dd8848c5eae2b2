// Following accounts on other fediverse servers by handle (docs/federation.md, "Following out").
import { type FediverseAccount, fediverseFollowingEndpoints } from "@scholarly/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { queryKeys } from "./query-keys";

/** Follows `@name@host`; the answer is the account, pending until its server accepts. */
export function useFollowFediverseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handle: string): Promise<FediverseAccount> =>
      callEndpoint(fediverseFollowingEndpoints.follow, { body: { handle } }),
    // The Following feed shows the account's posts once it accepts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.feeds() }),
  });
}
