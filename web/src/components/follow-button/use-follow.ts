// Whether the viewer follows a profile, and the follow/unfollow action with the spec's toasts.
import { useFollowChange, useFollowedProfileIds } from "../../api/follows";
import { toast } from "../toasts/toasts";

export function useFollowToggle(profileId: number) {
  const followed = useFollowedProfileIds();
  const change = useFollowChange();
  const following = followed.data?.includes(profileId) ?? false;
  const toggle = () =>
    change.mutate(
      { profileId, follow: !following },
      {
        onSuccess: (outcome) => {
          if (outcome === "followed") toast.success("Followed successfully");
          else if (outcome === "unfollowed") toast.success("Unfollowed successfully");
          else toast.info("Already following");
        },
        onError: () => toast.error("Something went wrong"),
      },
    );
  return { following, ready: followed.isSuccess, toggle, pending: change.isPending };
}
