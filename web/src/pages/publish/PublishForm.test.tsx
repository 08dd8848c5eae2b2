import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../auth/session";
import { buildOwnProfile, buildPublication } from "../../test/factories";
import { answerUploadsWith } from "../../test/fake-upload";
import { answerFetchWith, renderPage } from "../../test/render-page";
import { PublishForm } from "./PublishForm";

const paper = new File(["%PDF-1.4"], "engine.pdf", { type: "application/pdf" });

describe("a refused publish form", () => {
  const scrolled: Element[] = [];
  beforeEach(() => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    answerFetchWith(200, { data: buildOwnProfile({ name: "Ada Lovelace" }) });
    // jsdom lays nothing out, so it has no scrollIntoView: record what the form asks to bring into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    vi.restoreAllMocks();
    scrolled.length = 0;
  });

  it("says a 'Public and private copy' needs the private version next to its field, and takes the member there", async () => {
    const user = userEvent.setup();
    renderPage(<PublishForm type="article" initialFile={paper} uploadMode="both" onTypeChange={() => {}} />);
    await user.type(screen.getByLabelText("Title"), "Notes on the Analytical Engine");
    await user.click(screen.getByRole("button", { name: "Publish" }));

    const privateVersion = await screen.findByLabelText("Private version");
    expect(privateVersion.getAttribute("aria-invalid")).toBe("true");
    const problemId = privateVersion.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "";
    expect(document.getElementById(problemId)?.textContent).toBe(
      "With upload mode both, add the private version of the document too.",
    );
    // Focus moves in an effect after the field is marked invalid, so it may land a moment later.
    await vi.waitFor(() => expect(document.activeElement).toBe(privateVersion));
    expect(scrolled).toEqual([privateVersion]);
  });

  it("refuses a wrong file as soon as it is chosen, with the reason under the field", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<PublishForm type="article" initialFile={paper} uploadMode="public" onTypeChange={() => {}} />);
    const file = screen.getByLabelText("File");
    await user.upload(file, new File(["print(1)"], "nse.py", { type: "text/x-python" }));

    await vi.waitFor(() => expect(file.getAttribute("aria-invalid")).toBe("true"));
    const problemId = file.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "";
    expect(document.getElementById(problemId)?.textContent).toBe(
      "nse.py is not a PDF document or a JPEG, PNG, GIF or WebP image.",
    );
    // The file attached before stays attached.
    expect(screen.getByText("engine.pdf")).toBeTruthy();
  });

  it("focuses the first field with a problem in page order, and leaves focus alone while the member types", async () => {
    const user = userEvent.setup();
    renderPage(<PublishForm type="article" initialFile={null} uploadMode="public" onTypeChange={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Publish" }));

    const file = screen.getByLabelText("File");
    await vi.waitFor(() => expect(document.activeElement).toBe(file));
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    await user.type(screen.getByLabelText("Title"), "Notes");
    expect(document.activeElement).toBe(screen.getByLabelText("Title"));
    expect(scrolled).toEqual([file]);
  });
});

describe("publishing without a file", () => {
  beforeEach(() => {
    saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
    answerFetchWith(200, { data: buildOwnProfile({ name: "Ada Lovelace" }) });
  });
  afterEach(() => vi.restoreAllMocks());

  it("publishes a metadata-only work after Skip: no document and no upload mode are sent", async () => {
    const uploads = answerUploadsWith(201, { message: "Publication uploaded successfully!", data: buildPublication() });
    const user = userEvent.setup();
    renderPage(<PublishForm type="article" initialFile={null} uploadMode={undefined} onTypeChange={() => {}} />);
    expect(screen.getByText(/without a file the work is listed with its metadata/)).toBeTruthy();
    await user.type(screen.getByLabelText("Title"), "A paywalled classic");
    await user.click(screen.getByRole("button", { name: "Publish" }));

    await vi.waitFor(() => expect(uploads).toHaveLength(1));
    const sent = uploads[0]?.body ?? new FormData();
    expect(sent.get("title")).toBe("A paywalled classic");
    expect(sent.has("upload_document")).toBe(false);
    expect(sent.has("upload_mode")).toBe(false);
    expect(screen.getByLabelText("File").getAttribute("aria-invalid")).toBe("false");
  });
});
