import type { PublicationDraft } from "@scholarly/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../auth/session";
import { EditPublicationForm } from "../../pages/edit-publication/EditPublicationForm";
import { PublishForm } from "../../pages/publish/PublishForm";
import { buildOwnProfile, buildPublication } from "../../test/factories";
import { answerUploadsWith } from "../../test/fake-upload";
import { renderPage } from "../../test/render-page";

const paper = new File(["%PDF-1.4"], "engine.pdf", { type: "application/pdf" });

/** A draft whose source gave only the year and month. */
const MONTH_DRAFT: PublicationDraft = {
  title: "Sketch of the analytical engine",
  authors: [{ name: "Ada Lovelace" }],
  et_al: false,
  publication_date: "1843-09-01",
  publication_date_precision: "month",
  publication_type: "article",
  doi: null,
  abstract: "",
  journal: null,
  volume: null,
  issue: null,
  pages: null,
  publisher: null,
  isbn: null,
  url: null,
  keywords: [],
  duplicate: false,
};

/** The member's profile and one imported draft; every other request is not found. */
function answerImport() {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith("/user/publication/import/")) return Response.json({ data: [MONTH_DRAFT], rejected: [] });
    if (url.startsWith("/user/profile/")) return Response.json({ data: buildOwnProfile({ name: "Ada Lovelace" }) });
    return Response.json({ error: "Not found." }, { status: 404 });
  });
}

const dateInput = () => screen.getByLabelText("Publication date") as HTMLInputElement;
const precisionSelect = () => screen.getByLabelText("Date known to") as HTMLSelectElement;

describe("the publication date of the publish form", () => {
  beforeEach(() => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    answerImport();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("publishes a work known only by its year with the year alone", async () => {
    const uploads = answerUploadsWith(201, { message: "Publication uploaded successfully!", data: buildPublication() });
    const user = userEvent.setup();
    renderPage(<PublishForm type="article" initialFile={paper} uploadMode="public" onTypeChange={() => {}} />);
    await user.type(screen.getByLabelText("Title"), "Notes on the Analytical Engine");

    await user.selectOptions(precisionSelect(), "Year only");
    expect(dateInput().value).toMatch(/^\d{4}$/);
    await user.clear(dateInput());
    await user.type(dateInput(), "1843");
    await user.click(screen.getByRole("button", { name: "Publish" }));

    await vi.waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.body.get("publication_date")).toBe("1843");
  });

  it("says which forms a date may take when the year is not one", async () => {
    const user = userEvent.setup();
    renderPage(<PublishForm type="article" initialFile={paper} uploadMode="public" onTypeChange={() => {}} />);
    await user.type(screen.getByLabelText("Title"), "Notes");
    await user.selectOptions(precisionSelect(), "Year only");
    await user.clear(dateInput());
    await user.type(dateInput(), "18");
    await user.click(screen.getByRole("button", { name: "Publish" }));

    await vi.waitFor(() => expect(dateInput().getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("publication_date must be yyyy, yyyy-MM or yyyy-MM-dd.").length).toBeGreaterThan(0);
  });

  it("opens an imported draft at the precision its source gave", async () => {
    const user = userEvent.setup();
    renderPage(<PublishForm type="article" initialFile={paper} uploadMode="public" onTypeChange={() => {}} />);
    await user.type(screen.getByLabelText("Paste a DOI, an arXiv id, BibTeX, RIS or CSL-JSON"), "10.1000/engine");
    await user.click(screen.getByRole("button", { name: "Import" }));
    await user.click(await screen.findByRole("button", { name: "Use this" }));

    expect(precisionSelect().value).toBe("month");
    expect(dateInput().value).toBe("1843-09");
  });
});

describe("the publication date of the edit form", () => {
  it("opens a year-only publication at its year", () => {
    renderPage(
      <EditPublicationForm
        publication={buildPublication({ publication_date: "2021-01-01", publication_date_precision: "year" })}
      />,
      { path: "/edit-publication/11" },
    );

    expect(precisionSelect().value).toBe("year");
    expect(dateInput().value).toBe("2021");
  });

  it("opens a full date as a date", () => {
    renderPage(<EditPublicationForm publication={buildPublication({ publication_date: "2021-03-15" })} />, {
      path: "/edit-publication/11",
    });

    expect(precisionSelect().value).toBe("day");
    expect(dateInput().type).toBe("date");
    expect(dateInput().value).toBe("2021-03-15");
  });
});
