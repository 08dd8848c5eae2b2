import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test/render-page";
import UploadResearchPage from "./UploadResearchPage";

afterEach(() => vi.restoreAllMocks());

describe("choosing the research file", () => {
  it("refuses a file that is not a PDF or an image at once, saying why next to the picker", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<UploadResearchPage />, { path: "/upload-research", at: "/upload-research?type=article" });
    const picker = screen.getByLabelText("Research file");
    await user.upload(picker, new File(["import numpy"], "nse.py", { type: "text/x-python" }));

    const problem = await screen.findByRole("alert");
    expect(problem.textContent).toBe("nse.py is not a PDF document or a JPEG, PNG, GIF or WebP image.");
    expect(picker.getAttribute("aria-describedby")).toBe(problem.id);
    expect(screen.queryByText("How do you want to share this file?")).toBeNull();

    await user.upload(picker, new File(["%PDF-1.7"], "engine.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("How do you want to share this file?")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
