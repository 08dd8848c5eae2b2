import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFetchWith, renderPage } from "../../test/render-page";
import ContactPage from "./ContactPage";

describe("the contact page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("requires every field", async () => {
    renderPage(<ContactPage />, { path: "/contact" });
    await userEvent.type(screen.getByLabelText("Name"), "Ada");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByRole("alert").textContent).toBe("All fields are required.");
  });

  it("thanks the visitor and clears the form without sending anything", async () => {
    const fetch = answerFetchWith(200, {});
    const user = userEvent.setup();
    renderPage(<ContactPage />, { path: "/contact" });
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.org");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByRole("status").textContent).toBe("Thank you for contacting us!");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect(fetch).not.toHaveBeenCalled();
  });
});
