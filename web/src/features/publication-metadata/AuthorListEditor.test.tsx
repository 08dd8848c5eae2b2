import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test/render-page";
import { AuthorListEditor } from "./AuthorListEditor";
import { type EditedAuthor, editedAuthor } from "./author-list";

const MEMBERS = [
  { id: 9, name: "Kwame Mensah", profile_picture: null },
  { id: 12, name: "Kwame Nkrumah", profile_picture: null },
];

let latest: EditedAuthor[] = [];

function Editor() {
  const [authors, setAuthors] = useState([editedAuthor({ name: "Ada Lovelace", orcid: null, profile_id: 3 })]);
  latest = authors;
  return <AuthorListEditor authors={authors} onChange={setAuthors} />;
}

async function typeName(text: string) {
  renderPage(<Editor />);
  const input = screen.getByRole("combobox", { name: "Add author" });
  await userEvent.type(input, text);
  await screen.findByRole("option", { name: /Kwame Mensah/ });
  return input;
}

describe("adding a co-author by keyboard", () => {
  beforeEach(() => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      Response.json({ results: MEMBERS, count: MEMBERS.length }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it("walks the members with the arrow keys and adds the highlighted one, linked", async () => {
    const input = await typeName("Kwame");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("listbox", { name: "Members" }).id).toBe(input.getAttribute("aria-controls"));

    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const second = screen.getByRole("option", { name: /Kwame Nkrumah/ });
    expect(second.getAttribute("aria-selected")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBe(second.id);
    await userEvent.keyboard("{ArrowUp}");
    expect(screen.getByRole("option", { name: /Kwame Mensah/ }).getAttribute("aria-selected")).toBe("true");

    await userEvent.keyboard("{Enter}");
    expect(latest.map(({ name, profile_id }) => ({ name, profile_id }))).toEqual([
      { name: "Ada Lovelace", profile_id: 3 },
      { name: "Kwame Mensah", profile_id: 9 },
    ]);
    expect((input as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(input);
  });

  it("closes the suggestions with Escape, and Enter then adds the text as a plain name", async () => {
    const input = await typeName("Kwame A.");
    await userEvent.keyboard("{ArrowDown}{Escape}");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();

    await userEvent.keyboard("{Enter}");
    expect(latest.at(-1)).toMatchObject({ name: "Kwame A.", profile_id: null });
  });
});
