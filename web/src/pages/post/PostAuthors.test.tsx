import { describe, expect, it } from "vitest";
import { renderPage } from "../../test/render-page";
import { PostAuthors } from "./PostAuthors";

const POSTER = { id: 3, user_id: 7, name: "Ada Lovelace", profile_picture: null };
const namesLine = () => document.querySelector(".post-authors__names")?.textContent;

const AUTHORS = [
  { name: "Ada Lovelace", orcid: null, profile_id: 3 },
  { name: "Charles Babbage", orcid: null, profile_id: null },
];

describe("the authors line of a publication", () => {
  it("shows et al. after the names when the list is not complete", () => {
    renderPage(<PostAuthors authors={AUTHORS} etAl poster={POSTER} />);
    expect(namesLine()).toBe("Ada Lovelace, Charles Babbage et al.");
  });

  it("shows the names alone when the list is complete", () => {
    renderPage(<PostAuthors authors={AUTHORS} poster={POSTER} />);
    expect(namesLine()).toBe("Ada Lovelace, Charles Babbage");
  });
});
