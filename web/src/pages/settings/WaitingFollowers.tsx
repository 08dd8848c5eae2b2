// Follow requests from other servers waiting for the member's approval (when they approve followers by hand): who
// asks, with Accept and Refuse for each. Their server is told either way.
import type { RemoteFollower, RemoteFollowerDecision } from "@scholarly/contract";
import { useDecideRemoteFollower, useRemoteFollowers } from "../../api/federation";
import { toast } from "../../components/toasts/toasts";
import { FediverseAccountList } from "./FediverseAccountList";

const DECISIONS = [
  { action: "accept", label: "Accept", className: "button" },
  { action: "reject", label: "Refuse", className: "button button--secondary" },
] as const;

/** `@user@host`, or the account's address when their server gave no name to show. */
const shownHandle = (follower: RemoteFollower) => (follower.handle ? `@${follower.handle}` : follower.actor);

/**
 * `approving`: the member approves followers by hand, so the list shows even when empty. Otherwise it shows only
 * requests left from when they did (turning approval off accepts no one by itself).
 */
export function WaitingFollowers({ approving }: { approving: boolean }) {
  const waiting = useRemoteFollowers("waiting");
  const decide = useDecideRemoteFollower();
  if (!approving && !waiting.data?.count) return null;

  function answer(follower: RemoteFollower, action: RemoteFollowerDecision["action"]) {
    decide.mutate(
      { actor: follower.actor, action },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <FediverseAccountList
      id="waiting-followers"
      heading="Waiting to follow you"
      list={waiting}
      loadingLabel="Loading waiting followers"
      empty="No one is waiting."
      handleOf={shownHandle}
      url={(follower) => follower.url}
      actions={(follower, handle) =>
        DECISIONS.map(({ action, label, className }) => (
          <button
            key={action}
            type="button"
            className={className}
            disabled={decide.isPending}
            aria-label={`${label} ${follower.name ?? handle}`}
            onClick={() => answer(follower, action)}
          >
            {label}
          </button>
        ))
      }
    />
  );
}
