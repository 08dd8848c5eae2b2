// The author's answer to a full-text request, from its notification: Send file or Decline, once.
import type { FullTextRequestStatus } from "@scholarly/contract";
import { useAnswerFullTextRequest } from "../../api/full-text";
import { toast } from "../toasts/toasts";

const ANSWERED: Record<Exclude<FullTextRequestStatus, "open">, string> = {
  sent: "You sent the file.",
  declined: "You declined this request.",
};

export function FullTextRequestActions({ requestId, status }: { requestId: number; status?: FullTextRequestStatus }) {
  const answer = useAnswerFullTextRequest();
  if (status && status !== "open") return <p className="notification__status">{ANSWERED[status]}</p>;
  const decide = (decision: "send" | "decline") =>
    answer.mutate(
      { id: requestId, decision },
      { onSuccess: ({ message }) => toast.success(message), onError: (error) => toast.error(error.message) },
    );
  return (
    <div className="notification__actions">
      <button type="button" className="button" disabled={answer.isPending} onClick={() => decide("send")}>
        Send file
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={answer.isPending}
        onClick={() => decide("decline")}
      >
        Decline
      </button>
    </div>
  );
}
