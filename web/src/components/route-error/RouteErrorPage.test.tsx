import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../app/routes";

let broken = false;

/** A page that fails to render while `broken`, and shows its content once mended. */
function FlakyPage() {
  if (broken) throw new Error("The page broke");
  return <h1>Flaky page content</h1>;
}

/** The app's real root route (with its error page), holding one test page. */
function renderApp() {
  const root = routes[0];
  const router = createMemoryRouter(
    [{ errorElement: root?.errorElement, children: [{ path: "/flaky", element: <FlakyPage /> }] }],
    {
      initialEntries: ["/flaky"],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the router's error page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Something went wrong' instead of a page that failed, and Retry renders the page again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    broken = true;
    renderApp();
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.queryByText("Flaky page content")).toBeNull();

    broken = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Flaky page content" })).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });

  it("keeps the way home at hand", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    broken = true;
    renderApp();
    expect((await screen.findByRole("link", { name: "Go to the home page" })).getAttribute("href")).toBe("/home");
  });
});
