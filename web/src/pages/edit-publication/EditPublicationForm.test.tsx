import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildPublication } from "../../test/factories";
import { renderPage } from "../../test/render-page";
import { EditPublicationForm } from "./EditPublicationForm";

describe("the edit form's file field", () => {
  it("names the attached document by the name it was uploaded under", () => {
    const publication = buildPublication({
      upload_document: "/media/document/ff75905a-2c1e-4f7e-9d7a-0e5b8a1c2d3e.pdf",
      upload_document_name: "Über die Analytische Maschine.pdf",
    });
    renderPage(<EditPublicationForm publication={publication} />, { path: "/edit-publication/11" });
    expect(screen.getByText("Attached: Über die Analytische Maschine.pdf (choose a file to replace it)")).toBeTruthy();
  });

  it("names a document stored before names were kept by its stored name, as before", () => {
    const publication = buildPublication({
      upload_document: "/media/document/ff75905a.pdf",
      upload_document_name: null,
    });
    renderPage(<EditPublicationForm publication={publication} />, { path: "/edit-publication/11" });
    expect(screen.getByText("Attached: ff75905a.pdf (choose a file to replace it)")).toBeTruthy();
  });
});
