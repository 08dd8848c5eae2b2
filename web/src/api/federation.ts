// The member's fediverse settings (docs/federation.md): their handle, federating or not, approving followers, and
// their followers on other servers (waiting ones to accept or refuse).
import {
  type FederationSettings,
  type FederationSettingsChange,
  federationEndpoints,
  type RemoteFollowerDecision,
  type RemoteFollowerStatus,
} from "@scholarly/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { queryKeys } from "./query-keys";

export function useFederationSettings() {
  return useQuery({
    queryKey: queryKeys.federationSettings(),
    queryFn: () => callEndpoint(federationEndpoints.settings),
  });
}

/**
 * Changes one or more settings; the answer is the settings as stored. A switch shows its new state at once and
 * goes back if the change is refused.
 */
export function useChangeFederationSettings() {
  const queryClient = useQueryClient();
  const key = queryKeys.federationSettings();
  return useMutation({
    mutationFn: (change: FederationSettingsChange): Promise<FederationSettings> =>
      callEndpoint(federationEndpoints.updateSettings, { body: change }),
    onMutate: async ({ slug: _slug, ...switches }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<FederationSettings>(key);
      if (before) queryClient.setQueryData<FederationSettings>(key, { ...before, ...switches });
      return { before };
    },
    onError: (_error, _change, saved) => queryClient.setQueryData(key, saved?.before),
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}

export function useRemoteFollowers(status: RemoteFollowerStatus) {
  return useQuery({
    queryKey: queryKeys.remoteFollowersWith(status),
    queryFn: () => callEndpoint(federationEndpoints.remoteFollowers, { query: { status } }),
  });
}

/** Accepts or refuses a follower: they move between the lists, and the followers' count changes. */
export function useDecideRemoteFollower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: RemoteFollowerDecision) =>
      callEndpoint(federationEndpoints.decideRemoteFollower, { body: decision }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.remoteFollowers() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.federationSettings() }),
      ]),
  });
}
