// Renders one page at an address inside a memory router and a fresh query client, for page tests.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";

/** Stands in for every other page, so a test can see where the user was sent. */
function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

export function renderPage(
  page: ReactElement,
  { path = "/", at = path, state }: { path?: string; at?: string; state?: unknown } = {},
) {
  return renderRoutes([{ path, element: page }], { at, state });
}

/** Renders several routes (every other address shows where the user is); answers the query client used. */
export function renderRoutes(routes: RouteObject[], { at, state }: { at: string; state?: unknown }) {
  const router = createMemoryRouter([...routes, { path: "*", element: <Elsewhere /> }], {
    initialEntries: [{ pathname: at.split("?")[0], search: at.includes("?") ? `?${at.split("?")[1]}` : "", state }],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** Makes every fetch answer with this status and JSON body; returns the spy to inspect the calls. */
export function answerFetchWith(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(
      async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
    );
}
