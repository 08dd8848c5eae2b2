// The author's answer to a full-text request, from its notification: Send file or Decline, once; a sent file's
// link can be revoked afterwards.
import type { FullTextRequestStatus } from "@scholarly/contract";
import { useAnswerFullTextRequest, useRevokeFullText } from "../../api/full-text";
import { AnswerButtons, answerToasts } from "./AnswerButtons";

const ANSWERED: Record<Exclude<FullTextRequestStatus, "open" | "sent">, string> = {
  declined: "You declined this request.",
  revoked: "You sent the file, then revoked its link.",
};

function RevokeLink({ requestId }: { requestId: number }) {
  const revoke = useRevokeFullText();
  return (
    <div className="notification__actions">
      <p className="notification__status">You sent the file.</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={revoke.isPending}
        onClick={() => revoke.mutate({ id: requestId }, answerToasts)}
      >
        Revoke link
      </button>
    </div>
  );
}

export function FullTextRequestActions({ requestId, status }: { requestId: number; status?: FullTextRequestStatus }) {
  const answer = useAnswerFullTextRequest();
  if (status === "sent") return <RevokeLink requestId={requestId} />;
  if (status && status !== "open") return <p className="notification__status">{ANSWERED[status]}</p>;
  const decide = (decision: "send" | "decline") => () => answer.mutate({ id: requestId, decision }, answerToasts);
  return (
    <AnswerButtons
      pending={answer.isPending}
      answers={[
        { label: "Send file", choose: decide("send") },
        { label: "Decline", choose: decide("decline") },
      ]}
    />
  );
}
