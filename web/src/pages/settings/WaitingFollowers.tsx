// Follow requests from other servers waiting for the member's approval (when they approve followers by hand): who
// asks, with Accept and Refuse for each. Their server is told either way. Their pictures are not shown: the page's
// Content-Security-Policy loads images from this site only, and showing them would tell their servers who looks.
import type { RemoteFollower, RemoteFollowerDecision } from "@scholarly/contract";
import { useDecideRemoteFollower, useRemoteFollowers } from "../../api/federation";
import { Spinner } from "../../components/spinner/Spinner";
import { toast } from "../../components/toasts/toasts";

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
    <section className="settings-page__followers" aria-labelledby="waiting-followers">
      <h2 id="waiting-followers">Waiting to follow you</h2>
      {waiting.isError && <p role="alert">{waiting.error.message}</p>}
      {!waiting.data && !waiting.isError && <Spinner label="Loading waiting followers" />}
      {waiting.data?.count === 0 && <p className="settings-page__hint">No one is waiting.</p>}
      {waiting.data && waiting.data.count > 0 && (
        <ul className="settings-page__follower-list">
          {waiting.data.results.map((follower) => {
            const handle = shownHandle(follower);
            const who = follower.name ?? handle;
            return (
              <li key={follower.actor} className="settings-page__follower">
                <span className="settings-page__follower-name">
                  {follower.name && <strong>{follower.name}</strong>}
                  {follower.url ? (
                    <a href={follower.url} target="_blank" rel="noreferrer nofollow">
                      {handle}
                    </a>
                  ) : (
                    <span>{handle}</span>
                  )}
                </span>
                {DECISIONS.map(({ action, label, className }) => (
                  <button
                    key={action}
                    type="button"
                    className={className}
                    disabled={decide.isPending}
                    aria-label={`${label} ${who}`}
                    onClick={() => answer(follower, action)}
                  >
                    {label}
                  </button>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
