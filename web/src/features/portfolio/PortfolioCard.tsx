// One portfolio entry as a card; `actions` holds the edit and delete buttons on the member's own profile.
import type { ReactNode } from "react";
import { documentKind } from "../profile-tabs/publications/document-kind";

export interface PortfolioCardContent {
  title: string;
  subtitle: string;
  period: string;
  description: string;
  skills: string[];
  media: string | null;
}

function CardMedia({ media, title }: { media: string | null; title: string }) {
  // Media only when there is some: an empty notice on every card is noise.
  if (!media) return null;
  if (documentKind(media) === "image")
    return <img className="portfolio-card__media" src={media} alt={`Media of ${title}`} />;
  return (
    <a href={media} target="_blank" rel="noreferrer">
      View media
    </a>
  );
}

export function PortfolioCard({ content, actions }: { content: PortfolioCardContent; actions?: ReactNode }) {
  return (
    <li className="tab-card portfolio-card">
      <h4 className="portfolio-card__title">{content.title}</h4>
      {content.subtitle && <p className="portfolio-card__subtitle">{content.subtitle}</p>}
      <p className="portfolio-card__period">{content.period}</p>
      {content.description && <p className="portfolio-card__description">{content.description}</p>}
      {content.skills.length > 0 && (
        <ul className="skill-chips" aria-label="Skills">
          {content.skills.map((skill) => (
            <li key={skill} className="skill-chip">
              {skill}
            </li>
          ))}
        </ul>
      )}
      <CardMedia media={content.media} title={content.title} />
      {actions && <div className="tab-card__actions">{actions}</div>}
    </li>
  );
}
