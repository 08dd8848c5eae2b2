// The router's error page: a route failed to render or its code failed to load. Retry starts the page over.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation, useNavigate, useRouteError } from "react-router";
import { ChunkLoadError } from "../../app/chunk-load-error";

export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => console.error(error), [error]);

  const retry = () => {
    // The browser keeps a failed download of a page's code: only loading the app again fetches it anew.
    if (error instanceof ChunkLoadError) {
      window.location.reload();
      return;
    }
    // Failed queries start over, and a navigation to the same address clears the boundary and renders the route again.
    void queryClient.resetQueries({ predicate: (query) => query.state.status === "error" });
    const { pathname, search, hash, state } = location;
    navigate({ pathname, search, hash }, { replace: true, state });
  };

  return (
    <main className="route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Something went wrong</h1>
      <p>This page could not be shown. Please try again.</p>
      <div className="route-error__actions">
        <button type="button" className="route-error__retry" onClick={retry}>
          Retry
        </button>
        <Link to="/home">Go to the home page</Link>
      </div>
    </main>
  );
}
