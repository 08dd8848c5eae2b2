import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { InternshipForm } from "./InternshipForm";

function renderForm() {
  const onSubmit = vi.fn();
  render(<InternshipForm item={null} busy={false} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

describe("the internship form", () => {
  it("requires title and company, then start month and year, in the product's words", async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findAllByText("This field is required")).toHaveLength(2);
    expect(screen.getAllByText("Required")).toHaveLength(2);
    await userEvent.type(screen.getByLabelText("Title"), "Research intern");
    await userEvent.type(screen.getByLabelText("Company"), "Royal Institution");
    expect(screen.queryByText("This field is required")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("leaves the end of the period out while the member still works there", async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText("Title"), "Research intern");
    await userEvent.type(screen.getByLabelText("Company"), "Royal Institution");
    await userEvent.click(screen.getByLabelText("I am currently working in this role"));
    expect(screen.queryByLabelText("End month")).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Start month"), "June");
    await userEvent.selectOptions(screen.getByLabelText("Start year"), "2015");
    await userEvent.type(screen.getByLabelText("Skills (comma-separated)"), "Crystals, , Insulin ");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const [{ fields, media }] = onSubmit.mock.calls[0] ?? [{}];
    expect(fields).toMatchObject({
      title: "Research intern",
      company: "Royal Institution",
      currently_working: true,
      start_month: "June",
      start_year: "2015",
      skills: "Crystals, , Insulin ",
    });
    expect(fields.end_month).toBeUndefined();
    expect(fields.end_year).toBeUndefined();
    expect(media).toBeNull();
  });
});
