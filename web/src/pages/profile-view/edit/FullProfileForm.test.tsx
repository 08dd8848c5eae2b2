import type { Profile } from "@scholarly/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FullProfileForm } from "./FullProfileForm";

const blankProfile: Profile = {
  id: 3,
  user: 7,
  name: " ",
  profile_picture: null,
  institution: "University of London",
  research_areas: "Mathematics",
  degree: "",
  primary_affiliation: "",
  current_activity: "",
  bio: "",
  disciplines: [],
  languages: [],
  spotlight: "",
  orcid: null,
  featured_research: [],
};

function renderForm(profile: Profile = blankProfile) {
  const onSubmit = vi.fn();
  render(<FullProfileForm profile={profile} busy={false} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

describe("the full profile form", () => {
  it("names every blank required field with the product's message and saves nothing", async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    for (const message of [
      "Name is required",
      "Please select a degree",
      "Primary affiliation is required",
      "Current activity is required",
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText("Degree").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as the field becomes valid", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Primary affiliation is required")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Primary affiliation"), "MIT");
    expect(screen.queryByText("Primary affiliation is required")).toBeNull();
    expect(screen.getByLabelText("Primary affiliation").getAttribute("aria-invalid")).toBe("false");
    expect(screen.getByText("Current activity is required")).toBeTruthy();
  });

  it("saves a complete form with the fields the contract names", async () => {
    const onSubmit = renderForm({ ...blankProfile, name: "Ada" });
    await userEvent.selectOptions(screen.getByLabelText("Degree"), "Ph.D.");
    await userEvent.type(screen.getByLabelText("Primary affiliation"), "MIT");
    await userEvent.type(screen.getByLabelText("Current activity"), "Research");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      // The ORCID iD field is on the form, left empty: no iD.
      fields: { name: "Ada", degree: "Ph.D.", primary_affiliation: "MIT", current_activity: "Research", orcid: "" },
      picture: null,
    });
  });

  it("shows 'That ORCID iD is not valid.' for a wrong check digit and does not save", async () => {
    const onSubmit = vi.fn();
    render(
      <FullProfileForm
        profile={{ ...blankProfile, name: "Ada" }}
        busy={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.type(screen.getByLabelText("ORCID iD (optional)"), "0000-0002-1825-0098");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("That ORCID iD is not valid.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
