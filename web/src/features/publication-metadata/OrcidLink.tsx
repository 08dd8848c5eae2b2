// The ORCID iD icon linking to a researcher's ORCID record, as ORCID's brand guidelines ask it to be shown.
import "./publication-metadata.css";

export function OrcidLink({ orcid, name }: { orcid: string | null; name: string }) {
  if (!orcid) return null;
  const url = `https://orcid.org/${orcid}`;
  return (
    <a
      className="orcid-link"
      href={url}
      rel="noopener noreferrer"
      target="_blank"
      aria-label={`ORCID record of ${name}`}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="12" fill="#a6ce39" />
        <text x="12" y="16" textAnchor="middle" fontSize="10" fontWeight="bold" fill="#fff" fontFamily="sans-serif">
          iD
        </text>
      </svg>
      <span>{url}</span>
    </a>
  );
}
