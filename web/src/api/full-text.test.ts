import { afterEach, describe, expect, it, vi } from "vitest";
import { saveFullText } from "./full-text";

describe("saving a sent full text", () => {
  afterEach(() => vi.restoreAllMocks());

  it("saves it under the exact name the server gives as filename*, not its ASCII fallback", async () => {
    const disposition = `attachment; filename="Uber die Maschine.pdf"; filename*=UTF-8''%C3%9Cber%20die%20Maschine.pdf`;
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response("%PDF-1.4", { status: 200, headers: { "Content-Disposition": disposition } }),
    );
    URL.createObjectURL = vi.fn(() => "blob:full-text");
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    await saveFullText("/user/publication/full-text-requests/file/?id=1&expires=1&signature=x");

    expect(saved).toEqual(["Über die Maschine.pdf"]);
  });
});
