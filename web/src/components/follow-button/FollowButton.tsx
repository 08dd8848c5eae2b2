// Follow / Unfollow a member by profile id; the label for the followed state differs by screen.
import { useFollowToggle } from "./use-follow";
import "./follow-button.css";

interface FollowButtonProps {
  profileId: number;
  name: string;
  followingLabel?: "Unfollow" | "Following";
}

export function FollowButton({ profileId, name, followingLabel = "Unfollow" }: FollowButtonProps) {
  const { following, ready, toggle, pending } = useFollowToggle(profileId);
  return (
    <button
      type="button"
      className={following ? "follow-button follow-button--following" : "follow-button"}
      aria-pressed={following}
      aria-label={`${following ? followingLabel : "Follow"} ${name}`}
      disabled={!ready || pending}
      onClick={toggle}
    >
      {following ? followingLabel : "Follow"}
    </button>
  );
}
