import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildPublication } from "../../../test/factories";
import { renderPage } from "../../../test/render-page";
import { PublicationsTab } from "./PublicationsTab";

describe("publication cards on a profile", () => {
  it("show the co-authors, the venue, the type and the date, as the feed's cards do", () => {
    const paper = buildPublication({
      title: "Sketch of the Analytical Engine",
      author: "Luigi Menabrea, Ada Lovelace",
      journal: "Scientific Memoirs",
      publication_date: "1843-09-01",
      publication_type: "article",
    });
    renderPage(<PublicationsTab publications={[paper]} loading={false} linkToPosts />);

    const card = screen.getByRole("link", { name: "Sketch of the Analytical Engine" }).closest("li");
    expect(card?.textContent).toContain("Luigi Menabrea, Ada Lovelace");
    expect(card?.textContent).toContain("Scientific Memoirs");
    expect(card?.textContent).toContain("article");
    expect(card?.querySelector("time")?.getAttribute("dateTime")).toBe("1843-09-01");
    expect(card?.textContent).toContain("1843");
  });
});
