import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../test/render-page";
import PlaceholderPage from "./PlaceholderPage";

describe("the placeholder pages", () => {
  it("show one line for a known page", () => {
    renderPage(<PlaceholderPage />, { path: "/:placeholder", at: "/careers" });
    expect(screen.getByRole("heading", { name: "Careers" })).toBeTruthy();
  });

  it("show 'Page not found' for any other address", () => {
    renderPage(<PlaceholderPage />, { path: "/:placeholder", at: "/nonsense" });
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
  });
});
