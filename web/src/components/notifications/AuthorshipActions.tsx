// A co-author notification's answer: Confirm or Decline being named an author, once; declining leaves the name as text.
import type { AuthorshipAction, AuthorshipStatus } from "@scholarly/contract";
import { useDecideAuthorship } from "../../api/authorships";
import { toast } from "../toasts/toasts";

export function AuthorshipActions({ publicationId, status }: { publicationId: number; status?: AuthorshipStatus }) {
  const decide = useDecideAuthorship();
  if (status === "confirmed") return <p className="notification__status">You confirmed you are an author.</p>;
  if (status === undefined) return <p className="notification__status">You are not linked as an author.</p>;
  const answer = (action: AuthorshipAction) =>
    decide.mutate(
      { id: publicationId, action },
      { onSuccess: ({ message }) => toast.success(message), onError: (error) => toast.error(error.message) },
    );
  return (
    <div className="notification__actions">
      <button type="button" className="button" disabled={decide.isPending} onClick={() => answer("confirm")}>
        Confirm
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={decide.isPending}
        onClick={() => answer("decline")}
      >
        Decline
      </button>
    </div>
  );
}
