import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type EditedAuthor, editedAuthor } from "../publication-metadata/author-list";
import { SharedBy } from "./SharedBy";
import { WhichAuthorAreYou } from "./WhichAuthorAreYou";

function ImportedList({ initial, onList }: { initial: EditedAuthor[]; onList: (list: EditedAuthor[]) => void }) {
  const [authors, setAuthors] = useState(initial);
  return (
    <WhichAuthorAreYou
      authors={authors}
      memberId={3}
      onChange={(next) => {
        setAuthors(next);
        onList(next);
      }}
    />
  );
}

const imported = () => [
  editedAuthor({ name: "Smith, John", orcid: null, profile_id: null }),
  editedAuthor({ name: "Doe, J.", orcid: null, profile_id: null }),
];

describe("which of a draft's authors the member is", () => {
  it("asks when no author is the member, and links the one they pick", async () => {
    let list: EditedAuthor[] = [];
    render(<ImportedList initial={imported()} onList={(next) => (list = next)} />);
    expect(screen.getByRole("group", { name: "Which of these authors are you?" })).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Doe, J." }));
    expect(list.map((author) => author.profile_id)).toEqual([null, 3]);
    expect(screen.queryByRole("group", { name: "Which of these authors are you?" })).toBeNull();
  });

  it("lets the member say they are none of them and only share the work", async () => {
    let list: EditedAuthor[] = [];
    render(<ImportedList initial={imported()} onList={(next) => (list = next)} />);
    await userEvent.click(screen.getByRole("radio", { name: "none — I'm sharing it" }));
    expect(list).toEqual([]);
    expect(screen.getByText("The work will show as shared by you, not as one of yours.")).toBeTruthy();
  });

  it("does not ask when the list already names the member", () => {
    const named = [editedAuthor({ name: "Ada Lovelace", orcid: null, profile_id: 3 }), ...imported()];
    render(<ImportedList initial={named} onList={() => undefined} />);
    expect(screen.queryByRole("group")).toBeNull();
  });

  it("shows who shared a work they are not an author of", () => {
    render(
      <MemoryRouter>
        <SharedBy member={{ id: 4, name: "Jane Q. Reviewer" }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Shared by/).textContent).toBe("Shared by Jane Q. Reviewer");
    expect(screen.getByRole("link", { name: "Jane Q. Reviewer" }).getAttribute("href")).toBe("/user-profile/4");
  });
});
