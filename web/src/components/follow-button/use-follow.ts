// Whether the viewer follows a profile, and the follow/unfollow action with the spec's toasts.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchFollowedProfileIds, followProfile, unfollowProfile } from "../../api/follows";
import { toast } from "../toasts/toasts";

const FOLLOWS_KEY = ["follows"] as const;

export function useFollowedProfileIds() {
  return useQuery({ queryKey: FOLLOWS_KEY, queryFn: fetchFollowedProfileIds });
}

export function useFollowToggle(profileId: number) {
  const queryClient = useQueryClient();
  const followed = useFollowedProfileIds();
  const following = followed.data?.includes(profileId) ?? false;
  const toggle = useMutation({
    mutationFn: async () => {
      if (following) {
        await unfollowProfile(profileId);
        return "unfollowed" as const;
      }
      return followProfile(profileId);
    },
    onSuccess: (outcome) => {
      if (outcome === "followed") toast.success("Followed successfully");
      else if (outcome === "unfollowed") toast.success("Unfollowed successfully");
      else toast.info("Already following");
    },
    onError: () => toast.error("Something went wrong"),
    // The follow list is the truth for every button on screen, so it is fetched again after each change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FOLLOWS_KEY }),
        queryClient.invalidateQueries({ queryKey: ["public-profile"] }),
      ]),
  });
  return { following, ready: followed.isSuccess, toggle: () => toggle.mutate(), pending: toggle.isPending };
}
