// The Cite button of a publication's page: a dialog with the style picker, the formatted reference, Copy,
// and the reference-manager files to download.
import type { CitationFormat } from "@scholarly/contract";
import { useId, useState } from "react";
import { citationDownloadUrl, useCitation } from "../../api/citations";
import { Modal } from "../../components/modal/Modal";
import { Spinner } from "../../components/spinner/Spinner";
import "./cite-dialog.css";

const STYLES = [
  ["apa", "APA"],
  ["vancouver", "Vancouver"],
  ["harvard", "Harvard"],
] as const satisfies readonly (readonly [CitationFormat, string])[];
const FILES = [
  ["bibtex", "BibTeX"],
  ["ris", "RIS"],
  ["csl-json", "CSL-JSON"],
] as const satisfies readonly (readonly [CitationFormat, string])[];

type Style = (typeof STYLES)[number][0];

function CitationText({ id, style, open }: { id: number; style: Style; open: boolean }) {
  const citation = useCitation(id, style, open);
  const [copied, setCopied] = useState(false);
  if (citation.isError) return <p role="alert">The citation could not be loaded. Please try again later.</p>;
  if (citation.data === undefined) return <Spinner label="Loading citation" />;
  const text = citation.data.trim();
  return (
    <>
      <blockquote className="cite-dialog__text">{text}</blockquote>
      <button
        type="button"
        className="research-button"
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? "Copied" : "Copy"}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? "Citation copied." : ""}
      </span>
    </>
  );
}

export function CiteButton({ publicationId }: { publicationId: number }) {
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<Style>("apa");
  const styleId = useId();
  return (
    <>
      <button type="button" className="research-button cite-dialog__open" onClick={() => setOpen(true)}>
        Cite
      </button>
      <Modal title="Cite this publication" open={open} onClose={() => setOpen(false)}>
        <div className="cite-dialog">
          <label htmlFor={styleId}>Citation style</label>
          <select id={styleId} value={style} onChange={(event) => setStyle(event.target.value as Style)}>
            {STYLES.map(([format, name]) => (
              <option key={format} value={format}>
                {name}
              </option>
            ))}
          </select>
          {open && <CitationText id={publicationId} style={style} open={open} />}
          <ul className="cite-dialog__files" aria-label="Download the citation">
            {FILES.map(([format, name]) => (
              <li key={format}>
                <a href={citationDownloadUrl(publicationId, format)} download>
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Modal>
    </>
  );
}
