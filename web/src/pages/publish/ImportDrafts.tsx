// Import instead of retyping: paste a DOI, an arXiv id, BibTeX or RIS (or read the member's ORCID record),
// see the drafts found, and pick one to fill the publish form. Nothing is saved until the member publishes.
import type { PublicationDraft } from "@scholarly/contract";
import { useId, useState } from "react";
import { useImportDrafts } from "../../api/citations";
import { useOwnProfile } from "../../api/profiles";

function DraftChoice({ draft, onPick }: { draft: PublicationDraft; onPick: () => void }) {
  const year = draft.publication_date?.slice(0, 4);
  return (
    <li className="import-drafts__draft">
      <div>
        <strong>{draft.title || "Untitled"}</strong>
        <p>
          {draft.authors.map((author) => author.name).join(", ")}
          {year && ` (${year})`}
          {draft.journal && `, ${draft.journal}`}
        </p>
        {draft.duplicate && <p className="import-drafts__duplicate">You already have a publication with this DOI.</p>}
      </div>
      <button type="button" onClick={onPick} disabled={draft.duplicate}>
        Use this
      </button>
    </li>
  );
}

export function ImportDrafts({ onPick }: { onPick: (draft: PublicationDraft) => void }) {
  const [text, setText] = useState("");
  const importing = useImportDrafts();
  const orcid = useOwnProfile().data?.orcid;
  const textId = useId();
  const drafts = importing.data ?? [];

  return (
    <section className="import-drafts" aria-labelledby={`${textId}-title`}>
      <h2 id={`${textId}-title`}>Import instead of typing</h2>
      <label htmlFor={textId}>Paste a DOI, an arXiv id, BibTeX or RIS</label>
      <textarea id={textId} rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      <div className="import-drafts__actions">
        <button
          type="button"
          className="research-button"
          disabled={!text.trim() || importing.isPending}
          onClick={() => importing.mutate({ text })}
        >
          {importing.isPending ? "Importing..." : "Import"}
        </button>
        {orcid && (
          <button type="button" disabled={importing.isPending} onClick={() => importing.mutate({ orcid })}>
            Import my works from ORCID
          </button>
        )}
      </div>
      {importing.isError && <p role="alert">{importing.error.message}</p>}
      {drafts.length > 0 && (
        <ul className="import-drafts__list" aria-label="Imported drafts">
          {drafts.map((draft) => (
            <DraftChoice
              key={`${draft.doi ?? ""}|${draft.title}|${draft.publication_date ?? ""}`}
              draft={draft}
              onPick={() => {
                onPick(draft);
                importing.reset();
                setText("");
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
