// Featured Research: the member's chosen publications (or their most read), numbered, with type, month-year,
// author, document link and a Share button; 'Choose' opens the picker.
import type { Publication } from "@scholarly/contract";
import { useState } from "react";
import { postLink } from "../../components/post-card/PostCard";
import { toast } from "../../components/toasts/toasts";
import { FeaturedResearchPicker } from "./FeaturedResearchPicker";
import { FEATURED_COUNT, featuredChoice, featuredPublications, monthYear } from "./featured-research";

async function share(publication: Publication) {
  const link = `${window.location.origin}${postLink({ id: publication.id, type: "publication" })}`;
  try {
    await navigator.clipboard.writeText(link);
    toast.success("Link copied to clipboard");
  } catch {
    toast.error("Could not copy the link.");
  }
}

interface FeaturedResearchProps {
  /** The member's own publications (co-authored works of others cannot be featured). */
  publications: Publication[];
  chosenIds: readonly number[];
}

export function FeaturedResearch({ publications: own, chosenIds }: FeaturedResearchProps) {
  const [expanded, setExpanded] = useState(false);
  const [picking, setPicking] = useState(false);
  const publications = featuredChoice(own, chosenIds);
  return (
    <section className="profile-block" aria-labelledby="featured-research">
      <div className="featured-research__heading">
        <h2 id="featured-research">Featured Research</h2>
        {own.length > 0 && (
          <button type="button" className="button button--secondary" onClick={() => setPicking(true)}>
            Choose featured works
          </button>
        )}
      </div>
      {picking && <FeaturedResearchPicker publications={own} chosenIds={chosenIds} onClose={() => setPicking(false)} />}
      {publications.length === 0 ? (
        <p className="empty-state">No publications found.</p>
      ) : (
        <ol className="featured-research">
          {featuredPublications(publications, expanded).map((publication, index) => (
            <li key={publication.id} className="featured-research__item">
              <h3>
                {index + 1}. {publication.title}
              </h3>
              <p className="featured-research__meta">
                <span className="featured-research__type">{publication.publication_type || "Other"}</span>
                {" · "}
                {monthYear(publication.publication_date, publication.publication_date_precision)}
                {" · "}
                {publication.author || "Unknown Author"}
              </p>
              <div className="featured-research__actions">
                {publication.upload_document && (
                  <a href={publication.upload_document} target="_blank" rel="noreferrer">
                    View Document
                  </a>
                )}
                <button type="button" className="button button--secondary" onClick={() => share(publication)}>
                  Share<span className="visually-hidden"> {publication.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {publications.length > FEATURED_COUNT && (
        <button type="button" className="button button--secondary" onClick={() => setExpanded((value) => !value)}>
          {expanded ? "Show Less" : "View All Research"}
        </button>
      )}
    </section>
  );
}
