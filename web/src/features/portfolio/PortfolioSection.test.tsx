import { projectEndpoints } from "@scholarly/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../components/toasts/toasts";
import { holdUploads } from "../../test/fake-upload";
import { PortfolioSection } from "./PortfolioSection";
import { PROJECTS } from "./portfolio-kinds";

const engine = {
  id: 5,
  project_name: "Analytical Engine notes",
  description: "",
  skills: [],
  media: null,
  is_current: true,
  start_month: null,
  start_year: null,
  end_month: null,
  end_year: null,
};

// jsdom has no modal dialogs: opening one only marks it open, which is all the section needs.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Answers the list with one project and each delete with the next of `deletions` (a status). */
function answerProjects(deletions: number[]) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
    if (init?.method === projectEndpoints.remove.method) {
      const status = deletions.shift() ?? 200;
      return Response.json(status === 200 ? { message: "Deleted." } : { error: "Server error" }, { status });
    }
    return Response.json({ data: [engine] });
  });
}

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PortfolioSection config={PROJECTS} />
    </QueryClientProvider>,
  );
}

describe("a portfolio section", () => {
  it("shows a project's media upload with its percentage and says when the project is added", async () => {
    answerProjects([]);
    const uploads = holdUploads();
    const success = vi.spyOn(toast, "success");
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Add Project" }));
    await userEvent.type(screen.getByLabelText("Project name"), "Difference Engine");
    await userEvent.upload(
      screen.getByLabelText("Media (image or PDF)"),
      new File(["%PDF-1.4"], "engine.pdf", { type: "application/pdf" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(uploads).toHaveLength(1));

    act(() => uploads[0]?.progress(30));
    expect(await screen.findByText("Uploading 30%")).toBeTruthy();
    act(() => uploads[0]?.answer(201, { message: "Saved.", data: { ...engine, id: 6 } }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Project added successfully"));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("says 'Deletion failed.' when a delete fails, and takes that away when the next delete succeeds", async () => {
    answerProjects([500, 200]);
    const error = vi.spyOn(toast, "error");
    const success = vi.spyOn(toast, "success");
    const dismiss = vi.spyOn(toast, "dismiss");
    // The failure is also logged (part 2 section 8).
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderSection();
    const deleteProject = async () => {
      await userEvent.click(await screen.findByRole("button", { name: "Delete Analytical Engine notes" }));
      const dialog = screen.getByRole("dialog", { name: "Delete Project" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    };

    await deleteProject();
    await waitFor(() => expect(error).toHaveBeenCalledWith("Deletion failed.", { toastId: "projects-delete" }));
    expect(logged).toHaveBeenCalledOnce();
    await deleteProject();
    await waitFor(() => expect(success).toHaveBeenCalledWith("Project deleted successfully"));
    expect(dismiss).toHaveBeenCalledWith("projects-delete");
  });
});
