// 'Request full text': asks the authors of a private publication for it, with an optional message.
import { type FormEvent, useId, useState } from "react";
import { useRequestFullText } from "../../api/full-text";
import "../../components/public-layout/form.css";

export function RequestFullTextButton({ publicationId }: { publicationId: number }) {
  const [writing, setWriting] = useState(false);
  const [message, setMessage] = useState("");
  const request = useRequestFullText();
  const messageId = useId();

  if (request.isSuccess) {
    return (
      <p className="full-text__note" role="status">
        {request.data.message}
      </p>
    );
  }

  function send(event: FormEvent) {
    event.preventDefault();
    request.mutate({ id: publicationId, ...(message.trim() && { message: message.trim() }) });
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
  return (
    <form className="full-text" onSubmit={send}>
      <label htmlFor={messageId}>Message to the authors (optional)</label>
      <textarea
        id={messageId}
        className="full-text__message"
        maxLength={1000}
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {request.isError && <p role="alert">{request.error.message}</p>}
      <div className="full-text__actions">
        <button type="submit" className="button" disabled={request.isPending}>
          {request.isPending ? "Sending…" : "Send request"}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setWriting(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
