import type { Experience } from "@scholarly/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PortfolioForm } from "./PortfolioForm";
import type { PortfolioFormDescription } from "./portfolio-form-description";
import { EDUCATION_FORM, EXPERIENCE_FORM, INTERNSHIP_FORM, PROJECT_FORM } from "./portfolio-forms";

function renderForm(description: PortfolioFormDescription = INTERNSHIP_FORM, item: object | null = null) {
  const onSubmit = vi.fn();
  render(
    <PortfolioForm
      description={description}
      item={item as Experience | null}
      busy={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

const labels = () => Array.from(document.querySelectorAll("form label"), (label) => label.textContent);
const PERIOD = ["Start month", "Start year", "End month", "End year"];

describe("a portfolio form", () => {
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

  it("keeps each section's fields, labels and order", () => {
    renderForm(EDUCATION_FORM);
    expect(labels()).toEqual([
      ...["School", "Degree", "Field of study", "I am currently studying here", ...PERIOD, "Grade"],
      ...["Description", "Skills", "Media (image or PDF)"],
    ]);
    document.body.innerHTML = "";
    renderForm(EXPERIENCE_FORM);
    expect(labels()).toEqual([
      ...["Title", "Employment type", "Company", "I am currently working in this role", ...PERIOD],
      ...["Location", "Location type", "Description", "Skills (comma-separated)", "Media (image or PDF)"],
    ]);
    document.body.innerHTML = "";
    renderForm(PROJECT_FORM);
    expect(labels()).toEqual([
      ...["Project name", "I am currently working on this project", ...PERIOD],
      ...["Description", "Skills", "Media (image or PDF)"],
    ]);
  });

  it("asks for school and degree, and sends no 'currently studying' flag nor months not chosen", async () => {
    const onSubmit = renderForm(EDUCATION_FORM);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findAllByText("This field is required")).toHaveLength(2);
    await userEvent.type(screen.getByLabelText("School"), "University of London");
    await userEvent.type(screen.getByLabelText("Degree"), "Mathematics");
    await userEvent.click(screen.getByLabelText("I am currently studying here"));
    await userEvent.selectOptions(screen.getByLabelText("Start year"), "2015");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const [{ fields }] = onSubmit.mock.calls[0] ?? [{}];
    expect(fields).toMatchObject({ school: "University of London", degree: "Mathematics", start_Year: "2015" });
    expect(fields).not.toHaveProperty("currently_studying");
    expect(fields.start_month).toBeUndefined();
    expect(fields.end_Year).toBeUndefined();
  });

  it("starts an edit from the saved experience, its stored choice still offered", async () => {
    const onSubmit = renderForm(EXPERIENCE_FORM, {
      id: 3,
      title: "Analyst",
      company: "Babbage & Co",
      employment_type: "Contract",
      is_current: false,
      start_month: "March",
      start_year: 2019,
      end_month: null,
      end_year: null,
      location: "United Kingdom",
      location_type: "Onsite",
      description: "Notes on the engine",
      skills: ["Mathematics", "Notes"],
      media: null,
    });
    expect((screen.getByLabelText("Employment type") as HTMLSelectElement).value).toBe("Contract");
    expect((screen.getByLabelText("Skills (comma-separated)") as HTMLInputElement).value).toBe("Mathematics, Notes");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].fields).toMatchObject({
      title: "Analyst",
      employment_type: "Contract",
      start_month: "March",
      start_year: 2019,
      location: "United Kingdom",
      description: "Notes on the engine",
    });
  });
});
