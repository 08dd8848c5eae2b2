// The frame of pages anyone may read (a publication's page, a member's profile, search): the signed-in shell for
// members, the public frame for visitors.
import { Suspense } from "react";
import { Outlet } from "react-router";
import { useSession } from "../../auth/session";
import { Loading } from "../loading/Loading";
import { PublicLayout } from "../public-layout/PublicLayout";
import { AppLayout } from "./AppLayout";

export function OpenLayout() {
  if (useSession()) return <AppLayout />;
  return (
    // The public frame holds the page's one main landmark.
    <PublicLayout mainClassName="app-layout__main" search>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </PublicLayout>
  );
}
