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

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Loading />}>
        <RouterProvider router={router} />
      </Suspense>
      <Toasts />
    </QueryClientProvider>
  </StrictMode>,
);
