import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../../api/query-keys";
import { UPLOAD_CANCELLED } from "../../../api/upload";
import { toast } from "../../../components/toasts/toasts";
import { holdUploads } from "../../../test/fake-upload";
import { pngFile } from "../../../test/file-fixtures";
import { renderPage } from "../../../test/render-page";
import { MediaUploadForm } from "./MediaUploadForm";
import { GALLERY } from "./media-kinds";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const picture = () => pngFile("bench.png");

/** Renders the form; answers the spy on which queries it marks stale. */
function renderForm() {
  const queryClient = renderPage(<MediaUploadForm kind={GALLERY} />);
  return vi.spyOn(queryClient, "invalidateQueries");
}

const refreshedOwnImages = { queryKey: queryKeys.ownMedia("image") };

async function sendImage() {
  await userEvent.upload(screen.getByLabelText("Image file"), picture());
  await userEvent.type(screen.getByLabelText("Description"), "The lab bench");
  await userEvent.click(screen.getByRole("button", { name: "Upload image" }));
}

const savedImage = {
  message: "Image uploaded successfully",
  data: {
    id: 1,
    user: 7,
    image: "/media/bench.png",
    thumbnail: null,
    thumbnail_large: null,
    description: "The lab bench",
    created_at: "2026-11-23T07:00:00Z",
  },
};

describe("uploading a gallery image", () => {
  it("shows the percentage sent, and Cancel stops the upload with 'Upload cancelled.'", async () => {
    const uploads = holdUploads();
    const info = vi.spyOn(toast, "info");
    const success = vi.spyOn(toast, "success");
    const refreshed = renderForm();
    await sendImage();
    await waitFor(() => expect(uploads).toHaveLength(1));

    act(() => uploads[0]?.progress(40));
    expect(await screen.findByText("Uploading 40%")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("value")).toBe("40");

    await userEvent.click(screen.getByRole("button", { name: "Cancel upload" }));
    expect(uploads[0]?.aborted).toBe(true);
    await waitFor(() => expect(info).toHaveBeenCalledWith(UPLOAD_CANCELLED));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("button", { name: "Upload image" })).toBeTruthy();
    expect(success).not.toHaveBeenCalled();
    expect(refreshed).not.toHaveBeenCalled();
  });

  it("takes a failed upload's error toast away when the next upload succeeds", async () => {
    const uploads = holdUploads();
    const error = vi.spyOn(toast, "error");
    const dismiss = vi.spyOn(toast, "dismiss");
    const success = vi.spyOn(toast, "success");
    const refreshed = renderForm();

    await sendImage();
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.answer(413, { error: "The file is too large." }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("The file is too large.", { toastId: "image-upload" }));

    await userEvent.click(screen.getByRole("button", { name: "Upload image" }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]?.answer(201, savedImage));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Image uploaded successfully"));
    expect(dismiss).toHaveBeenCalledWith("image-upload");
    expect(refreshed).toHaveBeenCalledWith(refreshedOwnImages);
  });
});
