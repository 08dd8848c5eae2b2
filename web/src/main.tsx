import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { queryClient } from "./app/query-client";
import { routes } from "./app/routes";
import { Loading } from "./components/loading/Loading";
import { Toasts } from "./components/toasts/Toasts";
import "./styles/global.css";

const router = createBrowserRouter(routes);
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * A landing page arrives with the server's plain page in #root (for crawlers). The app replaces it only once the
 * router has the route's code, so readers never see it swapped for the loading screen in between.
 */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Loading />}>
        <RouterProvider router={router} />
      </Suspense>
      <Toasts />
    </QueryClientProvider>
  </StrictMode>
);
const container = root;
if (container.hasChildNodes()) void routerReady().then(() => createRoot(container).render(app));
else createRoot(container).render(app);
