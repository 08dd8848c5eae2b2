import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test/render-page";
import { toast } from "../toasts/toasts";
import { SearchBox } from "./SearchBox";

const FOLLOWING = "/user/federation/following/";
const ACCOUNT = {
  actor: "https://social.example/users/ada",
  handle: "ada@social.example",
  name: "Ada",
  url: "https://social.example/@ada",
  avatar: null,
  status: "pending",
};

/** Suggestions are empty; following answers `status` with `body`. */
function answerFollow(status: number, body: unknown) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/user/search/suggest/")) return Response.json({ people: [], research: [] });
    if (url.startsWith(FOLLOWING)) return Response.json(body, { status });
    return Response.json({ error: "Not found." }, { status: 404 });
  });
}

function renderBox() {
  renderPage(<SearchBox />, { path: "/home", at: "/home" });
  return screen.getByRole("combobox", { name: "Search research and people" });
}

afterEach(() => vi.restoreAllMocks());

describe("following a fediverse handle from the search box", () => {
  it("offers to follow a typed handle first, follows it when picked, and says it is pending", async () => {
    const fetchSpy = answerFollow(202, ACCOUNT);
    const success = vi.spyOn(toast, "success");
    await userEvent.type(renderBox(), "@ada@social.example");

    const options = await screen.findAllByRole("option");
    expect(options[0]?.textContent).toBe("Follow @ada@social.example on the fediverse");
    await userEvent.click(options[0] as HTMLElement);

    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        "Follow request sent to @ada@social.example: pending until their server accepts.",
      ),
    );
    const follow = fetchSpy.mock.calls.find((call) => String(call[0]) === FOLLOWING);
    expect(follow?.[1]?.method).toBe("POST");
    expect(JSON.parse(String(follow?.[1]?.body))).toEqual({ handle: "@ada@social.example" });
  });

  it("says why when the account cannot be found", async () => {
    answerFollow(404, { error: "No fediverse account was found for this handle.", detail: "" });
    const failure = vi.spyOn(toast, "error");
    await userEvent.type(renderBox(), "@nobody@social.example");
    await userEvent.click(await screen.findByRole("option", { name: /on the fediverse/ }));
    await vi.waitFor(() => expect(failure).toHaveBeenCalledWith("No fediverse account was found for this handle."));
  });

  it("offers nothing to follow for other text", async () => {
    answerFollow(404, {});
    await userEvent.type(renderBox(), "ada lovelace");
    await screen.findByRole("option", { name: 'Search for "ada lovelace"' });
    expect(screen.queryByRole("option", { name: /on the fediverse/ })).toBeNull();
  });
});
