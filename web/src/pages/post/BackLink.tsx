// 'Back' to wherever the reader came from within the app; 'Back to Home' when the post was opened directly.
import { Link, useNavigate } from "react-router";

/** The router numbers its history entries; the first page of this visit is 0. */
function hasAppHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

export function BackLink() {
  const navigate = useNavigate();
  if (!hasAppHistory())
    return (
      <Link className="post-page__back" to="/home">
        Back to Home
      </Link>
    );
  return (
    <button type="button" className="post-page__back" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}
