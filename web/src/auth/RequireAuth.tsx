// Guards signed-in routes: without a session the visitor goes to the login page, which returns them here after
// signing in. A member who just signed out (the session ended while a guarded page was open) is not sent back.
import { useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "./session";

export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const signedInHere = useRef(false);
  if (session) signedInHere.current = true;
  if (!session) {
    const state = signedInHere.current ? undefined : { from: location.pathname + location.search };
    return <Navigate to="/" replace state={state} />;
  }
  return <Outlet />;
}
