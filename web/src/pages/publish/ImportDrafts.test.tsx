import type { PublicationDraft, RejectedEntry } from "@scholarly/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../auth/session";
import { buildOwnProfile, buildPublication } from "../../test/factories";
import { answerUploadsWith, holdUploads } from "../../test/fake-upload";
import { renderPage } from "../../test/render-page";
import { ImportDrafts } from "./ImportDrafts";

function draft(overrides: Partial<PublicationDraft>): PublicationDraft {
  return {
    title: "",
    authors: [{ name: "Ada Lovelace" }, { name: "Charles Babbage" }],
    et_al: false,
    publication_date: "1843-09-01",
    publication_date_precision: "day",
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
    ...overrides,
  };
}

const DRAFTS = [
  draft({
    title: "Sketch of the analytical engine",
    doi: "10.1000/engine",
    journal: "Scientific Memoirs",
    isbn: "9780306406157",
  }),
  draft({ title: "Notes on the engine", doi: "10.1000/notes", keywords: ["computing"] }),
  draft({ title: "Already here", doi: "10.1000/mine", duplicate: true }),
];

const paper = (name: string) => new File(["%PDF-1.4"], name, { type: "application/pdf" });

/** The member's profile and the import's drafts; every other request is not found. */
function answerImport(drafts: PublicationDraft[], rejected: RejectedEntry[] = []) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith("/user/publication/import/")) return Response.json({ data: drafts, rejected });
    if (url.startsWith("/user/profile/")) return Response.json({ data: buildOwnProfile({ name: "Ada Lovelace" }) });
    return Response.json({ error: "Not found." }, { status: 404 });
  });
}

async function importDrafts() {
  const user = userEvent.setup();
  renderPage(<ImportDrafts onPick={vi.fn()} />);
  await user.type(screen.getByLabelText("Paste a DOI, an arXiv id, BibTeX, RIS or CSL-JSON"), "10.1000/engine");
  await user.click(screen.getByRole("button", { name: "Import" }));
  await screen.findByRole("list", { name: "Imported drafts" });
  return user;
}

const draftItem = (title: string) =>
  within(screen.getByText(title, { selector: "strong" }).closest("li") as HTMLElement);

describe("publishing imported drafts together", () => {
  beforeEach(() => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    answerImport(DRAFTS);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("publishes every draft, with the file attached to it or metadata only, each with its own metadata", async () => {
    const uploads = answerUploadsWith(201, { message: "Publication uploaded successfully!", data: buildPublication() });
    const user = await importDrafts();
    const publishAll = () => screen.getByRole("button", { name: /^Publish all/ });
    expect(publishAll().textContent).toBe("Publish all (2)");
    expect(draftItem("Already here").queryByLabelText("File for Already here")).toBeNull();

    await user.upload(screen.getByLabelText("File for Sketch of the analytical engine"), paper("sketch.pdf"));
    expect(await draftItem("Sketch of the analytical engine").findByText("Attached: sketch.pdf")).toBeTruthy();
    await user.click(publishAll());

    expect(await draftItem("Sketch of the analytical engine").findByText("View publication")).toBeTruthy();
    expect(await draftItem("Notes on the engine").findByText("View publication")).toBeTruthy();
    expect(uploads).toHaveLength(2);
    const sent = uploads[0]?.body ?? new FormData();
    expect(sent.get("title")).toBe("Sketch of the analytical engine");
    expect(sent.get("doi")).toBe("10.1000/engine");
    expect(sent.get("journal")).toBe("Scientific Memoirs");
    expect(sent.get("isbn")).toBe("9780306406157");
    expect(sent.get("publication_date")).toBe("1843-09-01");
    expect(sent.get("et_al")).toBe("false");
    // The member is recognised by name in the draft's author list and linked to their profile.
    expect(JSON.parse(String(sent.get("authors")))).toEqual([
      { name: "Ada Lovelace", profile_id: 3 },
      { name: "Charles Babbage" },
    ]);
    expect((sent.get("upload_document") as File).name).toBe("sketch.pdf");
    // The draft without a file goes as a metadata-only work: no document and no upload mode.
    const metadataOnly = uploads[1]?.body ?? new FormData();
    expect(metadataOnly.get("title")).toBe("Notes on the engine");
    expect(metadataOnly.has("upload_document")).toBe(false);
    expect(metadataOnly.has("upload_mode")).toBe(false);
    expect(publishAll().textContent).toBe("Publish all (0)");
    expect(publishAll().hasAttribute("disabled")).toBe(true);
  });

  it("refuses a draft's file of the wrong kind at that draft, which then has no file", async () => {
    await importDrafts();
    const member = userEvent.setup({ applyAccept: false });
    const chooser = screen.getByLabelText("File for Sketch of the analytical engine");
    await member.upload(chooser, new File(["print('hi')"], "nse.py"));
    const refusal = await draftItem("Sketch of the analytical engine").findByText(
      "nse.py is not a PDF document or a JPEG, PNG, GIF or WebP image.",
    );
    expect(chooser.getAttribute("aria-invalid")).toBe("true");
    expect(chooser.getAttribute("aria-describedby")).toBe(refusal.id);
    // Refused, the file is not kept: the draft would be published as metadata only, like one never given a file.
    expect(screen.getByRole("button", { name: /^Publish all/ }).textContent).toBe("Publish all (2)");
  });

  it("says which draft failed and why, and publishes the others", async () => {
    const held = holdUploads();
    const user = await importDrafts();
    await user.upload(screen.getByLabelText("File for Sketch of the analytical engine"), paper("sketch.pdf"));
    await user.upload(screen.getByLabelText("File for Notes on the engine"), paper("notes.pdf"));
    expect(await draftItem("Notes on the engine").findByText("Attached: notes.pdf")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Publish all (2)" }));

    await vi.waitFor(() => expect(held).toHaveLength(1));
    held[0]?.answer(400, { error: "A publication with this DOI is already on your profile." });
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]?.answer(201, { message: "Publication uploaded successfully!", data: buildPublication({ id: 12 }) });

    expect(
      await draftItem("Sketch of the analytical engine").findByText(
        "Not published: A publication with this DOI is already on your profile.",
      ),
    ).toBeTruthy();
    const published = await draftItem("Notes on the engine").findByRole("link", { name: "View publication" });
    expect(published.getAttribute("href")).toBe("/post/12?type=publication");
    expect(screen.getByRole("button", { name: "Publish all (1)" })).toBeTruthy();
  });
});

describe("what an import could not read", () => {
  beforeEach(() => saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 }));
  afterEach(() => vi.restoreAllMocks());

  it("lists the entries not imported by key, with why, beside the drafts that were", async () => {
    answerImport(DRAFTS.slice(0, 1), [
      { key: "broken2024", message: 'Could not be read: expected "lbrace", got "hash".' },
    ]);
    await importDrafts();
    const rejected = screen.getByRole("list", { name: "Entries not imported" });
    expect(rejected.textContent).toBe('broken2024: Could not be read: expected "lbrace", got "hash".');
    expect(draftItem("Sketch of the analytical engine")).toBeTruthy();
  });

  it("shows et al. after the names of a draft whose source lists more authors", async () => {
    answerImport([draft({ title: "Engines", et_al: true })]);
    await importDrafts();
    expect(draftItem("Engines").getByText(/Ada Lovelace, Charles Babbage et al\./)).toBeTruthy();
  });
});
