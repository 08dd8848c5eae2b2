// The accounts on other fediverse servers the member follows, each with Unfollow.
import type { FediverseAccount } from "@scholarly/contract";
import { useFediverseFollowing, useUnfollowFediverseAccount } from "../../api/fediverse-following";
import { toast } from "../../components/toasts/toasts";
import { FediverseAccountList } from "./FediverseAccountList";

export function FollowedAccounts() {
  const following = useFediverseFollowing();
  const unfollow = useUnfollowFediverseAccount();

  function stopFollowing(account: FediverseAccount) {
    unfollow.mutate(account.actor, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <FediverseAccountList
      id="followed-accounts"
      heading="Accounts you follow on the fediverse"
      list={following}
      loadingLabel="Loading the accounts you follow"
      empty="You follow no fediverse accounts yet. Type a handle such as @name@server.example in the search box to follow one."
      handleOf={(account) => `@${account.handle}`}
      url={(account) => account.url}
      note={(account) => account.status === "pending" && <em>waiting for approval</em>}
      actions={(account, handle) => (
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Unfollow ${handle}`}
          onClick={() => stopFollowing(account)}
        >
          Unfollow
        </button>
      )}
    />
  );
}
