import type { FeedItem } from "@scholarly/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../test/render-page";
import { PostCard } from "./PostCard";

const POSTER = { id: 3, user_id: 7, name: "Ada Lovelace", profile_picture: null };

function card(overrides: Partial<FeedItem>): FeedItem {
  return {
    id: 5,
    type: "publication",
    created_at: "2026-11-20T10:00:00.000Z",
    title: "",
    description: "",
    reads: 0,
    creations: 0,
    publication_type: null,
    researcherCount: 1,
    video: null,
    image: null,
    code: null,
    code_of: null,
    upload_document: null,
    upload_mode: null,
    author: null,
    publication_date: null,
    publication_date_precision: "day",
    journal: null,
    git_link: null,
    thumbnail: null,
    thumbnail_large: null,
    user_profile: POSTER,
    ...overrides,
  };
}

describe("a feed card", () => {
  it("credits a publication to all its authors, with its venue and the day it was published", () => {
    const publication = card({
      title: "Sketch of the analytical engine",
      publication_type: "article",
      author: "Ada Lovelace, Charles Babbage",
      journal: "Scientific Memoirs",
      publication_date: "1843-09-01",
    });
    renderPage(<PostCard post={publication} />);

    const shown = within(screen.getByRole("article", { name: "Sketch of the analytical engine" }));
    expect(shown.getByText("Ada Lovelace, Charles Babbage")).toBeTruthy();
    expect(shown.getByText("Scientific Memoirs")).toBeTruthy();
    expect(shown.getByText("1 Sept 1843")).toBeTruthy();
    expect(shown.queryByText("20 Nov 2026")).toBeNull();
  });

  it("dates a publication known only by its year or month by what is known", () => {
    renderPage(
      <>
        <PostCard
          post={card({ id: 6, title: "Year only", publication_date: "2021-01-01", publication_date_precision: "year" })}
        />
        <PostCard
          post={card({
            id: 7,
            title: "Month only",
            publication_date: "2021-03-01",
            publication_date_precision: "month",
          })}
        />
      </>,
    );

    const yearOnly = within(screen.getByRole("article", { name: "Year only" })).getByText("2021");
    expect(yearOnly.getAttribute("datetime")).toBe("2021");
    const monthOnly = within(screen.getByRole("article", { name: "Month only" })).getByText("March 2021");
    expect(monthOnly.getAttribute("datetime")).toBe("2021-03");
    expect(screen.queryByText(/Jan 2021/)).toBeNull();
  });

  it("credits a publication without an author list to the member who posted it, dated when posted", () => {
    renderPage(<PostCard post={card({ title: "Notes" })} />);

    const shown = within(screen.getByRole("article", { name: "Notes" }));
    expect(shown.getAllByText("Ada Lovelace").length).toBeGreaterThan(0);
    expect(shown.getByText("20 Nov 2026")).toBeTruthy();
  });

  it("says a metadata-only publication has no full text here, with the empty-page icon for a thumbnail", () => {
    renderPage(<PostCard post={card({ title: "A paywalled classic", upload_mode: "none" })} />);
    const shown = within(screen.getByRole("article", { name: "A paywalled classic" }));
    expect(shown.getByText("Full text not available here")).toBeTruthy();
    expect(document.querySelector(".document-icon--metadata-only")).not.toBeNull();
  });

  it("links a code post to its repository beside 'View code'", () => {
    renderPage(
      <PostCard
        post={card({
          type: "code",
          title: "Feed merger",
          code_of: "TypeScript",
          git_link: "https://example.org/m.git",
        })}
      />,
    );

    expect(screen.getByRole("link", { name: "View code" }).getAttribute("href")).toBe("/post/5?type=code");
    const repository = screen.getByRole("link", { name: "Git repository" });
    expect(repository.getAttribute("href")).toBe("https://example.org/m.git");
    expect(repository.getAttribute("rel")).toBe("noreferrer");
  });

  it("offers no repository link for a code post without one", () => {
    renderPage(<PostCard post={card({ type: "code", title: "Feed merger", code_of: "TypeScript" })} />);

    expect(screen.getByRole("link", { name: "View code" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Git repository" })).toBeNull();
  });
});
