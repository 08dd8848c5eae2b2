// Publish-success: confirms what was added and when, and offers the new post or another upload.
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { formatDayMonthYear } from "../../components/post-card/format-date";
import "../upload-research/research-buttons.css";
import "./publish-success.css";

function publishedType(state: unknown): string {
  if (state && typeof state === "object" && "type" in state && typeof state.type === "string" && state.type)
    return state.type;
  return "publication";
}

/** The new post itself when the publish form passed its id; the feed otherwise (e.g. after a reload). */
function publishedLink(state: unknown): string {
  if (state && typeof state === "object" && "id" in state && typeof state.id === "number")
    return `/post/${state.id}?type=publication`;
  return "/home";
}

export default function PublishSuccessPage() {
  const { state } = useLocation();
  const type = publishedType(state);
  const [addedOn] = useState(() => formatDayMonthYear(new Date()));
  return (
    <section className="publish-success" aria-labelledby="publish-success-title">
      <h1 id="publish-success-title">You successfully added your {type}</h1>
      <p className="publish-success__date">Added on {addedOn}</p>
      <div className="publish-success__actions">
        <Link className="research-button" to={publishedLink(state)}>
          View {type}
        </Link>
        <Link className="research-button research-button--secondary" to="/upload-research">
          Add more research
        </Link>
      </div>
    </section>
  );
}
