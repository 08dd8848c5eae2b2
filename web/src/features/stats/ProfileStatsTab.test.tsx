import type { ProfileStats } from "@scholarly/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { answerFetchWith, renderPage } from "../../test/render-page";
import { ProfileStatsTab } from "./ProfileStatsTab";

vi.mock("./ReadsChart", () => ({ default: () => <div>chart</div> }));

const months = Array.from({ length: 12 }, (_, index) => ({
  month: `2026-${String(index + 1).padStart(2, "0")}`,
  reads: index === 2 ? 7 : 0,
  downloads: index === 2 ? 2 : 0,
}));

function answerStats(stats: Partial<ProfileStats>) {
  const data: ProfileStats = {
    reads: 0,
    downloads: 0,
    followers: 0,
    publications: 0,
    series: months,
    top: [],
    ...stats,
  };
  return answerFetchWith(200, { data });
}

describe("the Stats tab", () => {
  it("shows the totals, the 12-month chart with its summary, and the most-read works", async () => {
    const fetch = answerStats({
      reads: 7,
      downloads: 2,
      followers: 3,
      publications: 1,
      top: [{ id: 5, type: "publication", title: "On reading", reads: 7 }],
    });
    renderPage(<ProfileStatsTab profileId={9} />);
    expect(
      await screen.findByText("In the last 12 months: 7 reads and 2 downloads. Most reads in March 2026 (7)."),
    ).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe("/user/profile/stats/?id=9");
    expect(screen.getByText("Followers").nextElementSibling?.textContent).toBe("3");
    expect(screen.getByRole("link", { name: "On reading" }).getAttribute("href")).toBe("/post/5?type=publication");
    expect(await screen.findByText("chart")).toBeTruthy();
  });

  it("says so when nothing has been read yet", async () => {
    answerStats({});
    renderPage(<ProfileStatsTab profileId={9} />);
    expect(await screen.findByText(/No reads yet/)).toBeTruthy();
  });

  it("says so when the stats cannot be loaded", async () => {
    answerFetchWith(500, { error: "Boom", detail: "Boom" });
    renderPage(<ProfileStatsTab profileId={9} />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your stats could not be loaded. Please try again later.",
    );
  });
});
