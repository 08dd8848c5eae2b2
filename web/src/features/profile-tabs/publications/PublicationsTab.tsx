// 'Publications (Articles & Books)': cards with a document preview; a card opens the full-screen preview.
import type { Publication } from "@scholarly/contract";
import { useState } from "react";
import { Link } from "react-router";
import { postLink } from "../../../components/post-card/PostCard";
import { DocumentPreview } from "./DocumentPreview";
import { documentKind } from "./document-kind";
import "./publications.css";

interface PublicationsTabProps {
  publications: Publication[];
  loading: boolean;
  /** On another member's profile each title leads to the publication's post page. */
  linkToPosts?: boolean;
}

function CardPreview({ publication }: { publication: Publication }) {
  const address = publication.upload_document;
  const kind = documentKind(address);
  if (address && kind === "image") return <img src={address} alt="" className="publication-card__preview" />;
  if (address && kind === "pdf")
    return (
      <iframe
        src={address}
        title={`First page of ${publication.title}`}
        className="publication-card__preview"
        tabIndex={-1}
      />
    );
  return (
    <div className="publication-card__preview publication-card__preview--empty">{publication.publication_type}</div>
  );
}

export function PublicationsTab({ publications, loading, linkToPosts = false }: PublicationsTabProps) {
  const [previewed, setPreviewed] = useState<Publication | null>(null);

  return (
    <section className="tab-section" aria-labelledby="publications-heading">
      <h2 id="publications-heading">Publications (Articles & Books)</h2>
      {loading ? (
        <p>Loading publications...</p>
      ) : publications.length === 0 ? (
        <p className="empty-state">No publications found.</p>
      ) : (
        <ul className="tab-grid">
          {publications.map((publication) => (
            <li key={publication.id} className="tab-card publication-card">
              <CardPreview publication={publication} />
              <h3 className="publication-card__title">
                {linkToPosts ? (
                  <Link to={postLink({ id: publication.id, type: "publication" })}>{publication.title}</Link>
                ) : (
                  publication.title
                )}
              </h3>
              <p className="publication-card__type">{publication.publication_type || "Other"}</p>
              {publication.upload_document && (
                <button type="button" className="button button--secondary" onClick={() => setPreviewed(publication)}>
                  Open preview
                </button>
              )}
            </li>
          ))}
        </ul>
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
