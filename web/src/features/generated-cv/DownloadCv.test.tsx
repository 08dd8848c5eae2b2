import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DownloadCv } from "./DownloadCv";

describe("the Download CV link", () => {
  it("asks for the member's CV in APA, then in the citation style chosen", async () => {
    render(<DownloadCv profileId={42} />);
    const link = screen.getByRole("link", { name: "Download CV (PDF)" });
    expect(link.getAttribute("href")).toBe("/user/portfolio/generated-cv/?id=42&style=apa");
    await userEvent.selectOptions(screen.getByLabelText("Citation style"), "Vancouver");
    expect(link.getAttribute("href")).toBe("/user/portfolio/generated-cv/?id=42&style=vancouver");
  });
});
