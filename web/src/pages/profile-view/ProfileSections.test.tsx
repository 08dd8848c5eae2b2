import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildProfile } from "../../test/factories";
import { ProfileSections } from "./ProfileSections";

const affiliationBlock = () => screen.getByRole("heading", { name: "Affiliation" }).closest("section");

describe("the own profile's Affiliation block", () => {
  it("shows the institution entered, without saying there is no affiliation", () => {
    render(
      <ProfileSections
        profile={buildProfile({ primary_affiliation: "", institution: "ETH Zürich" })}
        onEdit={() => {}}
      />,
    );
    expect(affiliationBlock()?.textContent).toContain("ETH Zürich");
    expect(screen.queryByText(/No primary affiliation yet|No affiliation yet/)).toBeNull();
  });

  it("names a place once when affiliation and institution are the same", () => {
    const place = "Seoul National University";
    render(
      <ProfileSections profile={buildProfile({ primary_affiliation: place, institution: place })} onEdit={() => {}} />,
    );
    expect(screen.getAllByText(place)).toHaveLength(1);
  });

  it("invites the member to add one when neither is filled in", () => {
    render(<ProfileSections profile={buildProfile({ primary_affiliation: "", institution: "" })} onEdit={() => {}} />);
    expect(affiliationBlock()?.textContent).toContain("No affiliation yet.");
  });
});
