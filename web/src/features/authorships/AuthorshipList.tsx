// The works other members posted naming the signed-in member as an author: confirm or decline each, or remove
// yourself from one confirmed earlier.
import type { Authorship, AuthorshipAction } from "@scholarly/contract";
import { Link } from "react-router";
import { useAuthorships, useDecideAuthorship } from "../../api/authorships";
import { toast } from "../../components/toasts/toasts";
import "./authorships.css";

const ACTIONS: Record<Authorship["status"], { action: AuthorshipAction; label: string; secondary?: boolean }[]> = {
  pending: [
    { action: "confirm", label: "Confirm" },
    { action: "decline", label: "Decline", secondary: true },
  ],
  confirmed: [{ action: "remove", label: "Remove me", secondary: true }],
};

function AuthorshipRow({ authorship }: { authorship: Authorship }) {
  const decide = useDecideAuthorship();
  const { publication, named_by, status } = authorship;
  const answer = (action: AuthorshipAction) =>
    decide.mutate(
      { id: publication.id, action },
      { onSuccess: ({ message }) => toast.success(message), onError: (error) => toast.error(error.message) },
    );
  return (
    <li className="authorships__item">
      <div>
        <Link to={`/post/${publication.id}?type=publication`}>{publication.title || "Untitled"}</Link>
        <p className="authorships__meta">
          Named by <Link to={`/user-profile/${named_by.id}`}>{named_by.name}</Link> ·{" "}
          {status === "pending" ? "Waiting for your answer" : "Confirmed"}
        </p>
      </div>
      <div className="authorships__actions">
        {ACTIONS[status].map(({ action, label, secondary }) => (
          <button
            key={action}
            type="button"
            className={secondary ? "button button--secondary" : "button"}
            disabled={decide.isPending}
            aria-label={`${label}: ${publication.title}`}
            onClick={() => answer(action)}
          >
            {label}
          </button>
        ))}
      </div>
    </li>
  );
}

export function AuthorshipList() {
  const authorships = useAuthorships();
  return (
    <section className="authorships" aria-labelledby="authorships-heading">
      <h2 id="authorships-heading">Works naming you as an author</h2>
      <p className="authorships__hint">
        A work shows on your profile, exports and CV only once you confirm. Declined names stay on the work as plain
        text.
      </p>
      {authorships.isError && <p role="alert">Could not load these works. Please try again later.</p>}
      {authorships.data?.length === 0 && <p>No other member has named you as an author.</p>}
      {authorships.data && authorships.data.length > 0 && (
        <ul className="authorships__list">
          {authorships.data.map((authorship) => (
            <AuthorshipRow key={authorship.publication.id} authorship={authorship} />
          ))}
        </ul>
      )}
    </section>
  );
}
