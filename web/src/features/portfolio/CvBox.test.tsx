import { NO_PORTFOLIO_MESSAGE } from "@scholarly/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_CANCELLED } from "../../api/upload";
import { toast } from "../../components/toasts/toasts";
import { holdUploads } from "../../test/fake-upload";
import { answerFetchWith } from "../../test/render-page";
import { CvBox } from "./CvBox";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderWithoutCv() {
  answerFetchWith(200, { message: NO_PORTFOLIO_MESSAGE, data: [] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CvBox />
    </QueryClientProvider>,
  );
}

const cvFile = () => new File(["%PDF-1.4"], "Ada Lovelace CV.pdf", { type: "application/pdf" });

describe("uploading a CV", () => {
  it("shows the percentage sent, and Cancel stops it with 'Upload cancelled.' and no CV", async () => {
    const uploads = holdUploads();
    const info = vi.spyOn(toast, "info");
    renderWithoutCv();
    await userEvent.upload(await screen.findByLabelText("Upload CV (PDF)"), cvFile());
    await waitFor(() => expect(uploads).toHaveLength(1));

    act(() => uploads[0]?.progress(65));
    expect(await screen.findByText("Uploading 65%")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancel upload" }));

    expect(uploads[0]?.aborted).toBe(true);
    await waitFor(() => expect(info).toHaveBeenCalledWith(UPLOAD_CANCELLED));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByText("Upload CV (PDF)")).toBeTruthy();
  });

  it("refuses a file that is not a PDF at the chooser, then shows the uploaded CV under its own name", async () => {
    const uploads = holdUploads();
    const dismiss = vi.spyOn(toast, "dismiss");
    renderWithoutCv();
    // The chooser's accept filter can be bypassed (drag and drop, "All files"): the box refuses other files itself.
    const member = userEvent.setup({ applyAccept: false });
    const chooser = await screen.findByLabelText("Upload CV (PDF)");
    await member.upload(chooser, new File(["notes"], "notes.txt", { type: "text/plain" }));
    const refusal = await screen.findByText("notes.txt is not a PDF document.");
    expect(chooser.getAttribute("aria-invalid")).toBe("true");
    expect(chooser.getAttribute("aria-describedby")).toBe(refusal.id);
    expect(uploads).toHaveLength(0);

    await member.upload(chooser, cvFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() =>
      uploads[0]?.answer(200, {
        message: "CV uploaded successfully.",
        cv_pdf: "/media/cv/4f2a.pdf",
        data: { cv_pdf: "/media/cv/4f2a.pdf", cv_name: "Ada Lovelace CV.pdf" },
      }),
    );
    expect(await screen.findByText("Ada Lovelace CV.pdf")).toBeTruthy();
    expect(dismiss).toHaveBeenCalledWith("cv-save");
  });
});
