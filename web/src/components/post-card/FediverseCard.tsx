// A post from a fediverse account the member follows, in the Following feed: its author, its text (HTML the
// server sanitized, rebuilt as elements: text markup and http(s) links only), the DOI or arXiv id it cites,
// and the original post.
import type { FediverseCard as FediverseCardAnswer } from "@scholarly/contract";
import { Avatar } from "../avatar/Avatar";
import { FediverseHtml } from "../fediverse-html/FediverseHtml";
import { formatDayMonthYear } from "./format-date";
import "./post-card.css";

export function FediverseCard({ card }: { card: FediverseCardAnswer }) {
  const { author } = card;
  return (
    <article className="post-card post-card--fediverse" aria-label={`Post by ${author.name} on the fediverse`}>
      <div className="post-author">
        <a className="post-author__link" href={author.url ?? undefined} target="_blank" rel="noopener noreferrer">
          {/* The default picture: the page's CSP loads only this site's images, and another server's would learn who reads. */}
          <Avatar src={null} name={author.name} size={44} />
          <span className="post-author__name">{author.name}</span>
          <span className="fediverse-card__handle">@{author.handle}</span>
        </a>
      </div>
      <FediverseHtml html={card.content_html} className="fediverse-card__content" />
      <p className="post-card__actions">
        {card.doi && (
          <a
            className="post-card__action"
            href={`https://doi.org/${card.doi}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            DOI {card.doi}
          </a>
        )}
        {card.arxiv && (
          <a
            className="post-card__action"
            href={`https://arxiv.org/abs/${card.arxiv}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            arXiv {card.arxiv}
          </a>
        )}
        {card.url && (
          <a className="fediverse-card__original" href={card.url} target="_blank" rel="noopener noreferrer">
            View the original post · {formatDayMonthYear(card.published_at)}
          </a>
        )}
      </p>
    </article>
  );
}
