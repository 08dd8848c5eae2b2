import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../auth/session";
import { buildOwnProfile, buildPublication } from "../../test/factories";
import { answerUploadsWith } from "../../test/fake-upload";
import { answerFetchWith, renderRoutes } from "../../test/render-page";
import UploadResearchPage from "../upload-research/UploadResearchPage";
import PublishPage from "./PublishPage";

const paper = new File(["%PDF-1.4"], "engine.pdf", { type: "application/pdf" });

function openUploadEntry() {
  renderRoutes(
    [
      { path: "/upload-research", element: <UploadResearchPage /> },
      { path: "/publish/:type", element: <PublishPage /> },
    ],
    { at: "/upload-research?type=article" },
  );
}

describe("publishing research from the upload entry", () => {
  beforeEach(() => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    answerFetchWith(200, { data: buildOwnProfile({ name: "Ada Lovelace" }) });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("sends the chosen upload mode with the publication", async () => {
    const uploads = answerUploadsWith(201, {
      message: "Publication uploaded successfully!",
      data: buildPublication(),
    });
    const user = userEvent.setup();
    openUploadEntry();
    await user.upload(screen.getByLabelText("Research file"), paper);
    await user.click(await screen.findByRole("radio", { name: "Private" }));
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Upload" }));

    expect(await screen.findByText("engine.pdf")).toBeTruthy();
    expect(await screen.findByDisplayValue("Ada Lovelace")).toBeTruthy();
    await user.type(screen.getByLabelText("Title"), "Notes on the Analytical Engine");
    await user.click(screen.getByRole("button", { name: "Publish" }));

    expect(await screen.findByText("Now at /publish-success")).toBeTruthy();
    expect(uploads).toHaveLength(1);
    const sent = uploads[0]?.body ?? new FormData();
    expect(sent.get("upload_mode")).toBe("private");
    expect(sent.get("title")).toBe("Notes on the Analytical Engine");
    // The member is the first author, linked to their profile.
    expect(JSON.parse(String(sent.get("authors")))).toEqual([{ name: "Ada Lovelace", profile_id: 3 }]);
    expect(sent.get("publication_type")).toBe("article");
    expect((sent.get("upload_document") as File).name).toBe("engine.pdf");
    expect(sent.has("doi")).toBe(false);
  });

  // Typing three fields and an author takes longer than the default 5 s on a busy 2-core machine.
  it("sends the authors in the order arranged, a free name added and the member moved down", async () => {
    const uploads = answerUploadsWith(201, { message: "Publication uploaded successfully!", data: buildPublication() });
    const user = userEvent.setup();
    openUploadEntry();
    await user.upload(screen.getByLabelText("Research file"), paper);
    await user.click(await screen.findByRole("radio", { name: "Public" }));
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByDisplayValue("Ada Lovelace")).toBeTruthy();

    await user.type(screen.getByLabelText("Add author"), "Luigi Menabrea");
    await user.click(screen.getByRole("button", { name: "Add as name" }));
    await user.click(screen.getByRole("button", { name: "Move Ada Lovelace down" }));
    await user.type(screen.getByLabelText("Title"), "Sketch of the Analytical Engine");
    await user.type(screen.getByLabelText("Journal, conference or book"), "Scientific Memoirs");
    await user.type(screen.getByLabelText("Keywords (comma-separated)"), "engines, notes");
    await user.selectOptions(screen.getByLabelText("License"), "CC-BY-4.0");
    await user.click(screen.getByRole("button", { name: "Publish" }));

    expect(await screen.findByText("Now at /publish-success")).toBeTruthy();
    const sent = uploads[0]?.body ?? new FormData();
    expect(JSON.parse(String(sent.get("authors")))).toEqual([
      { name: "Luigi Menabrea" },
      { name: "Ada Lovelace", profile_id: 3 },
    ]);
    expect(sent.get("journal")).toBe("Scientific Memoirs");
    expect(JSON.parse(String(sent.get("keywords")))).toEqual(["engines", "notes"]);
    expect(sent.get("license")).toBe("CC-BY-4.0");
  }, 15_000);

  it("asks for a title, then lets the message go as soon as one is typed", async () => {
    const uploads = answerUploadsWith(201, { message: "Publication uploaded successfully!", data: buildPublication() });
    const user = userEvent.setup();
    openUploadEntry();
    await user.upload(screen.getByLabelText("Research file"), paper);
    await user.click(await screen.findByRole("radio", { name: "Public" }));
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await screen.findByText("engine.pdf");

    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Title is required.")).toBeTruthy();
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(uploads).toHaveLength(0);

    await user.type(screen.getByLabelText("Title"), "N");
    expect(screen.queryByText("Title is required.")).toBeNull();
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("false");
  });
});
