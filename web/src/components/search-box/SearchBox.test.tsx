import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test/render-page";
import { SearchBox } from "./SearchBox";

const SUGGESTIONS = {
  people: [{ id: 7, name: "Ada Lovelace", profile_picture: null, institution: "University of London" }],
  research: [{ id: 3, type: "publication", title: "Notes on the analytical engine" }],
};

/** The suggest endpoint answers SUGGESTIONS; everything else (the own profile) is not found. */
function answerSuggestions() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/user/search/suggest/")) return Response.json(SUGGESTIONS);
    return Response.json({ error: "Not found." }, { status: 404 });
  });
}

function renderBox() {
  renderPage(<SearchBox />, { path: "/home", at: "/home" });
  return screen.getByRole("combobox", { name: "Search research and people" });
}

afterEach(() => vi.restoreAllMocks());

describe("the navigation search box", () => {
  it("suggests people and research as the member types, once typing pauses", async () => {
    const fetchSpy = answerSuggestions();
    const box = renderBox();

    await userEvent.type(box, "lovel");

    expect(await screen.findByRole("option", { name: /Ada Lovelace/ })).toBeTruthy();
    expect(screen.getByRole("option", { name: /Notes on the analytical engine/ })).toBeTruthy();
    expect(screen.getByRole("option", { name: 'Search for "lovel"' })).toBeTruthy();
    const suggestCalls = fetchSpy.mock.calls.filter((call) => String(call[0]).includes("/suggest/"));
    expect(suggestCalls.map((call) => String(call[0]))).toEqual(["/user/search/suggest/?q=lovel"]);
    expect(box.getAttribute("aria-expanded")).toBe("true");
  });

  it("walks the options with the arrow keys and opens the chosen one with Enter", async () => {
    answerSuggestions();
    const box = renderBox();
    await userEvent.type(box, "lovel");
    await screen.findByRole("option", { name: /Ada Lovelace/ });

    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const research = screen.getByRole("option", { name: /Notes on the analytical engine/ });
    expect(research.getAttribute("aria-selected")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(research.id);

    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getByRole("option", { name: /Ada Lovelace/ }).getAttribute("aria-selected")).toBe("true");

    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Now at /user-profile/7")).toBeTruthy();
  });

  it("opens the full results with Enter when no option is chosen, and Escape closes the list", async () => {
    answerSuggestions();
    const box = renderBox();
    await userEvent.type(box, "lovel");
    await screen.findByRole("option", { name: /Ada Lovelace/ });

    await userEvent.keyboard("{Escape}");
    expect(box.getAttribute("aria-expanded")).toBe("false");

    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Now at /search")).toBeTruthy();
  });

  it("says 'Searching...' while suggestions load", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise(() => {}));
    const box = renderBox();

    await userEvent.type(box, "neural");

    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Searching..."));
  });
});
