// The signed-in shell: navigation bar, the page, footer.
import { Suspense } from "react";
import { Outlet } from "react-router";
import { Loading } from "../loading/Loading";

export function AppLayout() {
  return (
    <main id="main">
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
