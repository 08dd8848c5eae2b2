// The accounts on other fediverse servers the member follows, each with Unfollow. Their pictures are not shown, for
// the reason WaitingFollowers gives: the page loads images from this site only.
import type { FediverseAccount } from "@scholarly/contract";
import { useFediverseFollowing, useUnfollowFediverseAccount } from "../../api/fediverse-following";
import { Spinner } from "../../components/spinner/Spinner";
import { toast } from "../../components/toasts/toasts";

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
    <section className="settings-page__followers" aria-labelledby="followed-accounts">
      <h2 id="followed-accounts">Accounts you follow on the fediverse</h2>
      {following.isError && <p role="alert">{following.error.message}</p>}
      {!following.data && !following.isError && <Spinner label="Loading the accounts you follow" />}
      {following.data?.count === 0 && (
        <p className="settings-page__hint">
          You follow no fediverse accounts yet. Type a handle such as @name@server.example in the search box to follow
          one.
        </p>
      )}
      {following.data && following.data.count > 0 && (
        <ul className="settings-page__follower-list">
          {following.data.results.map((account) => {
            const handle = `@${account.handle}`;
            return (
              <li key={account.actor} className="settings-page__follower">
                <span className="settings-page__follower-name">
                  {account.name && <strong>{account.name}</strong>}
                  {account.url ? (
                    <a href={account.url} target="_blank" rel="noreferrer nofollow">
                      {handle}
                    </a>
                  ) : (
                    <span>{handle}</span>
                  )}
                  {account.status === "pending" && <em>waiting for approval</em>}
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Unfollow ${handle}`}
                  onClick={() => stopFollowing(account)}
                >
                  Unfollow
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
