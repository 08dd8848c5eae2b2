// A co-author notification's answer: Confirm or Decline being named an author, once; declining leaves the name as text.
import type { AuthorshipAction, AuthorshipStatus } from "@scholarly/contract";
import { useDecideAuthorship } from "../../api/authorships";
import { AnswerButtons, answerToasts } from "./AnswerButtons";

export function AuthorshipActions({ publicationId, status }: { publicationId: number; status?: AuthorshipStatus }) {
  const decide = useDecideAuthorship();
  if (status === "confirmed") return <p className="notification__status">You confirmed you are an author.</p>;
  if (status === undefined) return <p className="notification__status">You are not linked as an author.</p>;
  const answer = (action: AuthorshipAction) => () => decide.mutate({ id: publicationId, action }, answerToasts);
  return (
    <AnswerButtons
      pending={decide.isPending}
      answers={[
        { label: "Confirm", choose: answer("confirm") },
        { label: "Decline", choose: answer("decline") },
      ]}
    />
  );
}
