import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EditPublicationForm } from "../../pages/edit-publication/EditPublicationForm";
import { FullProfileForm } from "../../pages/profile-view/edit/FullProfileForm";
import { ReferenceFileField } from "../../pages/publish/ReferenceFileField";
import { buildProfile, buildPublication } from "../../test/factories";
import { pdfFile, pngFile, sizedFile } from "../../test/file-fixtures";
import { renderPage } from "../../test/render-page";
import { MediaField } from "../portfolio/fields/MediaField";
import { CodeFormModal } from "../profile-tabs/code/CodeFormModal";
import { MediaUploadForm } from "../profile-tabs/media-posts/MediaUploadForm";
import { VIDEOS } from "../profile-tabs/media-posts/media-kinds";

// jsdom has no modal dialogs: opening one only marks it open, which is all the code form needs.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
});
afterEach(() => vi.restoreAllMocks());

// The picker's accept filter can be bypassed (drag and drop, "All files"): each field refuses other files itself.
const member = () => userEvent.setup({ applyAccept: false });

/** The field's control is marked invalid and described by the reason, which is shown next to it. */
async function expectRefusedAt(control: HTMLElement, reason: string) {
  const shown = await screen.findByText(reason);
  expect(control.getAttribute("aria-invalid")).toBe("true");
  expect(control.getAttribute("aria-describedby")).toContain(shown.id);
  expect((control as HTMLInputElement).files).toHaveLength(0);
}

describe("every upload field checks the file the moment it is chosen", () => {
  it("refuses a Python file as a portfolio item's media, and takes a PDF", async () => {
    const onChange = vi.fn();
    render(<MediaField current={null} onChange={onChange} />);
    const control = screen.getByLabelText("Media (image or PDF)");
    await member().upload(control, new File(["print('hi')"], "nse.py"));
    await expectRefusedAt(control, "nse.py is not a PDF document or a JPEG, PNG, GIF or WebP image.");
    expect(onChange).toHaveBeenLastCalledWith(null);

    await member().upload(control, pdfFile("results.pdf"));
    // The file is read before it is taken, so the refusal clears once that check has finished.
    await waitFor(() => expect(screen.queryByText(/is not a PDF/)).toBeNull());
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: "results.pdf" }));
  });

  it("refuses a profile picture whose bytes are not an image's", async () => {
    render(<FullProfileForm profile={buildProfile()} busy={false} onSubmit={vi.fn()} onCancel={() => {}} />);
    const control = screen.getByLabelText("Profile picture");
    await member().upload(control, new File(["not really"], "me.png", { type: "image/png" }));
    await expectRefusedAt(control, "me.png is not a JPEG, PNG, GIF or WebP image.");
  });

  it("refuses a video over the size limit, and a non-video in the spec's words", async () => {
    renderPage(<MediaUploadForm kind={VIDEOS} />);
    const control = screen.getByLabelText("Video file");
    await member().upload(control, pngFile("still.png"));
    await expectRefusedAt(control, "Please select a valid video file");
    const huge = sizedFile(new File(["…"], "talk.mp4", { type: "video/mp4" }), 1025 * 1024 * 1024);
    await member().upload(control, huge);
    await expectRefusedAt(control, "talk.mp4 is too large (maximum 1 GB).");
  });

  it("refuses a code file over 1 MB, and one of another kind in the form's words", async () => {
    renderPage(<CodeFormModal snippet={null} onClose={() => {}} onSaved={() => {}} />);
    const control = screen.getByLabelText("File");
    await member().upload(control, pdfFile("paper.pdf"));
    await expectRefusedAt(control, "The file must be one of .py .js .html .css .java .txt");
    await member().upload(control, sizedFile(new File(["x = 1"], "model.py"), 2 * 1024 * 1024));
    await expectRefusedAt(control, "model.py is too large (maximum 1 MB).");
  });

  it("refuses a replacement publication file that is not a PDF or an image", async () => {
    renderPage(<EditPublicationForm publication={buildPublication({ id: 11 })} />, { path: "/edit-publication/11" });
    const control = screen.getByLabelText("File");
    await member().upload(control, new File(["print('hi')"], "nse.py"));
    await expectRefusedAt(control, "nse.py is not a PDF document or a JPEG, PNG, GIF or WebP image.");
  });

  it("reads a .json reference file into the import, and refuses one of another kind", async () => {
    const onRead = vi.fn();
    render(<ReferenceFileField onRead={onRead} disabled={false} />);
    const control = screen.getByLabelText("Or open a .bib, .ris or .json export");
    await member().upload(control, new File(["%PDF-1.7"], "paper.pdf"));
    await expectRefusedAt(control, "paper.pdf is not a BibTeX (.bib), RIS (.ris) or CSL-JSON (.json) file.");
    expect(onRead).not.toHaveBeenCalled();

    await member().upload(control, new File(['[{"id": "a", "title": "T"}]'], "library.json"));
    await vi.waitFor(() => expect(onRead).toHaveBeenCalledWith('[{"id": "a", "title": "T"}]'));
  });
});
