// 'Publications (Articles & Books)': cards with the first page's thumbnail, authors, venue, type and date as on
// the feed, 10 at a time; a card opens the full-screen preview, and on the own profile it can be edited or deleted.
import type { Publication } from "@scholarly/contract";
import { useState } from "react";
import { Link } from "react-router";
import { DocumentIcon } from "../../../components/post-card/DocumentIcon";
import { shownDate } from "../../../components/post-card/format-date";
import { PostFacts, postLink } from "../../../components/post-card/PostCard";
import { DocumentPreview } from "./DocumentPreview";
import { OwnPublicationActions } from "./OwnPublicationActions";
import "./publications.css";

export const PUBLICATIONS_PAGE_SIZE = 10;

interface PublicationsTabProps {
  publications: Publication[];
  loading: boolean;
  /** On another member's profile each title leads to the publication's post page. */
  linkToPosts?: boolean;
  /** On the own profile each card has Edit and Delete. */
  editable?: boolean;
}

function CardPreview({ publication }: { publication: Publication }) {
  return (
    <div className="publication-card__preview">
      {publication.thumbnail ? (
        <img src={publication.thumbnail} alt="" loading="lazy" />
      ) : (
        <DocumentIcon metadataOnly={publication.upload_mode === "none"} />
      )}
    </div>
  );
}

export function PublicationsTab({
  publications,
  loading,
  linkToPosts = false,
  editable = false,
}: PublicationsTabProps) {
  const [previewed, setPreviewed] = useState<Publication | null>(null);
  const [shown, setShown] = useState(PUBLICATIONS_PAGE_SIZE);

  return (
    <section className="tab-section" aria-labelledby="publications-heading">
      <h2 id="publications-heading">Publications (Articles & Books)</h2>
      {loading ? (
        <p>Loading publications...</p>
      ) : publications.length === 0 ? (
        <p className="empty-state">No publications found.</p>
      ) : (
        <ul className="tab-grid">
          {publications.slice(0, shown).map((publication) => (
            <li key={publication.id} className="tab-card publication-card">
              <CardPreview publication={publication} />
              <h3 className="publication-card__title">
                {linkToPosts || editable ? (
                  <Link to={postLink({ id: publication.id, type: "publication" })}>{publication.title}</Link>
                ) : (
                  publication.title
                )}
              </h3>
              <p className="publication-card__authors">{publication.author}</p>
              <PostFacts
                reads={publication.reads}
                {...shownDate(publication)}
                publicationType={publication.publication_type || "Other"}
                venue={publication.journal}
              />
              {publication.upload_mode === "none" && (
                <p className="publication-card__no-full-text">
                  Full text not available here
                  {editable && (
                    <>
                      {" · "}
                      <Link
                        to={`/edit-publication/${publication.id}?add=full-text`}
                        aria-label={`Add full text to ${publication.title}`}
                      >
                        Add full text
                      </Link>
                    </>
                  )}
                </p>
              )}
              {publication.upload_document && (
                <button type="button" className="button button--secondary" onClick={() => setPreviewed(publication)}>
                  Open preview
                </button>
              )}
              {editable && <OwnPublicationActions publication={publication} />}
            </li>
          ))}
        </ul>
      )}
      {publications.length > shown && (
        <button
          type="button"
          className="button button--secondary publications__more"
          onClick={() => setShown((count) => count + PUBLICATIONS_PAGE_SIZE)}
        >
          Show more ({publications.length - shown} left)
        </button>
      )}
      {previewed?.upload_document && (
        <DocumentPreview
          title={previewed.title}
          address={previewed.upload_document}
          onClose={() => setPreviewed(null)}
        />
      )}
    </section>
  );
}
