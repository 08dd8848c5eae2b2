import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../auth/session";
import { buildPublication } from "../../test/factories";
import { renderPage } from "../../test/render-page";
import { MetadataOnlyNote } from "./MetadataOnlyNote";

const POSTER = { id: 3, user_id: 7, name: "Ada Lovelace", profile_picture: null };

afterEach(() => vi.restoreAllMocks());

describe("a publication without a file", () => {
  it("tells another member the full text is not here, links the DOI and offers 'Request full text'", async () => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 8 });
    renderPage(
      <MetadataOnlyNote post={buildPublication({ id: 5, doi: "10.1000/engine", url: null, user_profile: POSTER })} />,
    );
    expect(screen.getByText("Full text not available here.")).toBeTruthy();
    const publisher = screen.getByRole("link", { name: "Find it at the publisher" });
    expect(publisher.getAttribute("href")).toBe("https://doi.org/10.1000/engine");
    expect(screen.queryByRole("link", { name: "Add full text" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Request full text" }));
    expect(screen.getByLabelText("Message to the authors (optional)")).toBeTruthy();
  });

  it("offers its author 'Add full text' in the edit form, and links the publisher's page without a DOI", () => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    const url = "https://publisher.example.org/engine";
    renderPage(<MetadataOnlyNote post={buildPublication({ id: 5, doi: null, url, user_profile: POSTER })} />);
    expect(screen.getByRole("link", { name: "Find it at the publisher" }).getAttribute("href")).toBe(url);
    expect(screen.getByRole("link", { name: "Add full text" }).getAttribute("href")).toBe(
      "/edit-publication/5?add=full-text",
    );
    expect(screen.queryByRole("button", { name: "Request full text" })).toBeNull();
  });

  it("shows no publisher link when neither a DOI nor a link is known", () => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 8 });
    renderPage(<MetadataOnlyNote post={buildPublication({ doi: null, url: null, user_profile: POSTER })} />);
    expect(screen.queryByRole("link", { name: "Find it at the publisher" })).toBeNull();
  });
});
