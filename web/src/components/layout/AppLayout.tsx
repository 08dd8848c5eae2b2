// The signed-in shell: navigation bar, the page, footer. A new page opens at its top; Back returns to where it was.
import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "../footer/Footer";
import { Loading } from "../loading/Loading";
import { NavBar } from "../nav-bar/NavBar";
import "./app-layout.css";

export function AppLayout() {
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <main id="main" className="app-layout__main">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
