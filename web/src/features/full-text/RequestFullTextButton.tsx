// 'Request full text': asks the authors of a private publication for it, with an optional message. A visitor may
// write it first: on Send the message is kept while they sign in or sign up, and back on the post the form shows
// it again with Send (not sent by itself, so they see what goes out under their name).
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "react-router";
import { ApiError } from "../../api/client";
import { useRequestFullText } from "../../api/full-text";
import { useSession } from "../../auth/session";
import { forgetRequestMessage, keepRequestMessage, keptRequestMessage } from "./kept-request";
import { SignInToSend } from "./SignInToSend";
import "../../components/public-layout/form.css";

export function RequestFullTextButton({ publicationId }: { publicationId: number }) {
  const [kept] = useState(() => keptRequestMessage(publicationId));
  const [writing, setWriting] = useState(kept !== null);
  const [message, setMessage] = useState(kept ?? "");
  const [mustSignIn, setMustSignIn] = useState(false);
  const signedIn = useSession() !== null;
  const location = useLocation();
  const request = useRequestFullText();
  const messageId = useId();

  if (request.isSuccess) {
    return (
      <p className="full-text__note" role="status">
        {request.data.message}
      </p>
    );
  }

  /** Keeps what was written and offers sign-in and sign-up, returning to this post. */
  function askToSignIn() {
    keepRequestMessage(publicationId, message);
    setMustSignIn(true);
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (!signedIn) return askToSignIn();
    request.mutate(
      { id: publicationId, ...(message.trim() && { message: message.trim() }) },
      {
        onSuccess: () => forgetRequestMessage(publicationId),
        // The session ended meanwhile (and could not be renewed): the text is kept as for a visitor.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) askToSignIn();
        },
      },
    );
  }

  function cancel() {
    forgetRequestMessage(publicationId);
    setWriting(false);
    setMustSignIn(false);
  }

  if (!writing) {
    return (
      <div className="full-text">
        <p className="full-text__note">The authors share the full text on request.</p>
        <button type="button" className="button" onClick={() => setWriting(true)}>
          Request full text
        </button>
      </div>
    );
  }
  if (mustSignIn && !signedIn) return <SignInToSend returnTo={location.pathname + location.search} />;
  return (
    <form className="full-text" onSubmit={send}>
      {kept !== null && signedIn && (
        <p className="full-text__note" role="status">
          Your message is kept. Check it and send your request.
        </p>
      )}
      <label htmlFor={messageId}>Message to the authors (optional)</label>
      <textarea
        id={messageId}
        className="full-text__message"
        maxLength={1000}
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {request.isError && !(request.error instanceof ApiError && request.error.status === 401) && (
        <p role="alert">{request.error.message}</p>
      )}
      <div className="full-text__actions">
        <button type="submit" className="button" disabled={request.isPending}>
          {request.isPending ? "Sending…" : "Send request"}
        </button>
        <button type="button" className="button button--secondary" onClick={cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
