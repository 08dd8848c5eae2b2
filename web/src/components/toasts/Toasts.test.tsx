import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toasts } from "./Toasts";
import { toast } from "./toasts";

describe("Toasts", () => {
  it("shows nothing until a notice is raised, then loads the notices and shows it", async () => {
    const { container } = render(<Toasts />);
    expect(container.innerHTML).toBe("");
    toast.success("Login successful");
    expect(await screen.findByText("Login successful")).toBeTruthy();
  });
});
