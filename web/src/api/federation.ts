// The member's fediverse settings (docs/federation.md): their handle, federating or not, approving followers.
import { type FederationSettings, type FederationSettingsChange, federationEndpoints } from "@scholarly/contract";
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
