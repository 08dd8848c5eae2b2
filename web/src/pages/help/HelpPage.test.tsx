import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../test/render-page";
import HelpPage from "./HelpPage";

describe("the help centre", () => {
  it("lists five questions and opens one answer at a time", async () => {
    renderPage(<HelpPage />, { path: "/help" });
    const questions = screen.getAllByRole("button", { expanded: false });
    expect(questions).toHaveLength(5);
    const [publishing, unlimited] = questions;
    if (!publishing || !unlimited) throw new Error("questions missing");
    await userEvent.click(publishing);
    expect(publishing.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(/Click 'Add New'/).closest("[hidden]")).toBeNull();
    await userEvent.click(unlimited);
    expect(publishing.getAttribute("aria-expanded")).toBe("false");
    expect(unlimited.getAttribute("aria-expanded")).toBe("true");
  });
});
