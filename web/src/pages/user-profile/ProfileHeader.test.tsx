import type { PublicProfile } from "@scholarly/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildProfile } from "../../test/factories";
import { renderPage } from "../../test/render-page";
import { ProfileHeader } from "./ProfileHeader";

function publicProfile(overrides: Partial<PublicProfile>): PublicProfile {
  return {
    ...buildProfile(),
    followers_count: 0,
    following_count: 0,
    remote_followers_count: 0,
    publications: [],
    gallery_images: [],
    videos: [],
    user_codes: [],
    internships: [],
    projects: [],
    education: [],
    ...overrides,
  };
}

const factsOf = () =>
  [...document.querySelectorAll(".user-profile__facts div")].map((fact) => [
    fact.querySelector("dt")?.textContent,
    fact.querySelector("dd")?.textContent,
  ]);

describe("a member's public profile card", () => {
  it("names the institution once and leaves out facts the member did not fill in", () => {
    renderPage(
      <ProfileHeader
        profile={publicProfile({
          institution: "Seoul National University",
          primary_affiliation: "Seoul National University",
          degree: "PhD",
        })}
      />,
    );
    expect(factsOf()).toEqual([
      ["Affiliation", "Seoul National University"],
      ["Degree", "PhD"],
      ["Research Areas", "Mathematics"],
    ]);
    expect(screen.queryByText("—")).toBeNull();
    expect(screen.queryByText("Institution")).toBeNull();
  });

  it("counts followers from the fediverse apart from members, and only when there are any", () => {
    renderPage(<ProfileHeader profile={publicProfile({ followers_count: 3, remote_followers_count: 2 })} />);
    expect(screen.getByRole("button", { name: "3 followers" })).toBeTruthy();
    expect(screen.getByText("2 followers on the fediverse")).toBeTruthy();
  });

  it("says nothing of the fediverse when nobody follows from there", () => {
    renderPage(<ProfileHeader profile={publicProfile({ followers_count: 1 })} />);
    expect(screen.queryByText(/on the fediverse/)).toBeNull();
  });
});
