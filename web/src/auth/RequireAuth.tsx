// Guards signed-in routes: without a session the visitor goes to the login page.
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "./session";

export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
