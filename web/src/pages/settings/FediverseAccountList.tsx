// A settings list of accounts on other fediverse servers (followers waiting for approval, accounts the member
// follows): its loading, error and empty states, and each account's name and handle, linked to its page, beside
// the actions the list offers. Their pictures are not shown: the page's Content-Security-Policy loads images from
// this site only, and showing them would tell their servers who looks.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Spinner } from "../../components/spinner/Spinner";

interface ListedAccount {
  actor: string;
  name: string | null;
}

interface FediverseAccountListProps<Account extends ListedAccount> {
  /** The heading's id, which labels the section. */
  id: string;
  heading: string;
  list: UseQueryResult<{ count: number; results: Account[] }, Error>;
  loadingLabel: string;
  empty: ReactNode;
  /** How the account is named in the list and in its actions' labels: `@user@host`. */
  handleOf: (account: Account) => string;
  url: (account: Account) => string | null;
  /** Said after the handle, such as that a follow awaits approval. */
  note?: (account: Account) => ReactNode;
  actions: (account: Account, handle: string) => ReactNode;
}

export function FediverseAccountList<Account extends ListedAccount>(props: FediverseAccountListProps<Account>) {
  const { id, heading, list, loadingLabel, empty, handleOf, url, note, actions } = props;
  return (
    <section className="settings-page__followers" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {list.isError && <p role="alert">{list.error.message}</p>}
      {!list.data && !list.isError && <Spinner label={loadingLabel} />}
      {list.data?.count === 0 && <p className="settings-page__hint">{empty}</p>}
      {list.data && list.data.count > 0 && (
        <ul className="settings-page__follower-list">
          {list.data.results.map((account) => {
            const handle = handleOf(account);
            const page = url(account);
            return (
              <li key={account.actor} className="settings-page__follower">
                <span className="settings-page__follower-name">
                  {account.name && <strong>{account.name}</strong>}
                  {page ? (
                    <a href={page} target="_blank" rel="noreferrer nofollow">
                      {handle}
                    </a>
                  ) : (
                    <span>{handle}</span>
                  )}
                  {note?.(account)}
                </span>
                {actions(account, handle)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
