// Import instead of retyping: paste a DOI, an arXiv id, BibTeX, RIS or CSL-JSON (or read them from a file, or
// read the member's ORCID record), see the drafts found, and either pick one to fill the publish form or publish
// them all, each with the file attached to it or metadata only. Nothing is saved until the member publishes.
import type { PublicationDraft, RejectedEntry } from "@scholarly/contract";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useImportDrafts } from "../../api/citations";
import { useOwnProfile } from "../../api/profiles";
import { useCheckedFile } from "../../features/chosen-file/use-checked-file";
import { UploadProgress } from "../../features/profile-tabs/UploadProgress";
import { ReferenceFileField } from "./ReferenceFileField";
import { type DraftOutcome, draftKey, usePublishDrafts } from "./use-publish-drafts";

interface DraftChoiceProps {
  draft: PublicationDraft;
  file: File | undefined;
  outcome: DraftOutcome;
  busy: boolean;
  onPick: () => void;
  onAttach: (file: File | null) => void;
}

function DraftChoice({ draft, file, outcome, busy, onPick, onAttach }: DraftChoiceProps) {
  const year = draft.publication_date?.slice(0, 4);
  const title = draft.title || "Untitled";
  const done = outcome.status === "published";
  const attachment = useCheckedFile("document");
  const problemId = useId();
  return (
    <li className="import-drafts__draft">
      <div>
        <strong>{title}</strong>
        <p>
          {draft.authors.map((author) => author.name).join(", ")}
          {draft.et_al && " et al."}
          {year && ` (${year})`}
          {draft.journal && `, ${draft.journal}`}
        </p>
        {draft.duplicate && <p className="import-drafts__duplicate">You already have a publication with this DOI.</p>}
        <DraftStatus outcome={outcome} file={file} />
        {attachment.problem && (
          <p id={problemId} className="import-drafts__duplicate" role="alert">
            {attachment.problem}
          </p>
        )}
      </div>
      {!draft.duplicate && !done && (
        <div className="import-drafts__controls">
          <label className="import-drafts__attach">
            {file ? "Replace file" : "Attach file"}
            <input
              type="file"
              aria-label={`File for ${title}`}
              accept={attachment.accept}
              aria-invalid={attachment.problem !== null}
              aria-describedby={attachment.problem ? problemId : undefined}
              disabled={busy}
              onChange={async (event) => {
                // A refused file keeps the one attached before, if any.
                const chosen = await attachment.check(event.target);
                if (chosen) onAttach(chosen);
              }}
            />
          </label>
          <button type="button" onClick={onPick} disabled={busy}>
            Use this
          </button>
        </div>
      )}
    </li>
  );
}

function DraftStatus({ outcome, file }: { outcome: DraftOutcome; file: File | undefined }) {
  switch (outcome.status) {
    case "publishing":
      return <p className="import-drafts__status">Publishing...</p>;
    case "published":
      return (
        <p className="import-drafts__status">
          Published. <Link to={`/post/${outcome.id}?type=publication`}>View publication</Link>
        </p>
      );
    case "failed":
      return (
        <p className="import-drafts__duplicate" role="alert">
          Not published: {outcome.message}
        </p>
      );
    default:
      return file ? <p className="import-drafts__status">Attached: {file.name}</p> : null;
  }
}

/** The entries of a pasted file that were not imported, each by its key, with why; the others were. */
function RejectedEntries({ rejected }: { rejected: RejectedEntry[] }) {
  if (rejected.length === 0) return null;
  return (
    <div className="import-drafts__rejected" role="status">
      <p>Not imported:</p>
      <ul aria-label="Entries not imported">
        {rejected.map(({ key, message }) => (
          <li key={key}>
            <code>{key}</code>: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ImportDrafts({ onPick }: { onPick: (draft: PublicationDraft) => void }) {
  const [text, setText] = useState("");
  const importing = useImportDrafts();
  const batch = usePublishDrafts();
  const orcid = useOwnProfile().data?.orcid;
  const textId = useId();
  const drafts = importing.data?.data ?? [];
  const ready = batch.publishable(drafts);

  return (
    <section className="import-drafts" aria-labelledby={`${textId}-title`}>
      <h2 id={`${textId}-title`}>Import instead of typing</h2>
      <label htmlFor={textId}>Paste a DOI, an arXiv id, BibTeX, RIS or CSL-JSON</label>
      <textarea id={textId} rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      <ReferenceFileField onRead={setText} disabled={importing.isPending || batch.running} />
      <div className="import-drafts__actions">
        <button
          type="button"
          className="research-button"
          disabled={!text.trim() || importing.isPending || batch.running}
          onClick={() => importing.mutate({ text })}
        >
          {importing.isPending ? "Importing..." : "Import"}
        </button>
        {orcid && (
          <button
            type="button"
            className="research-button--secondary"
            disabled={importing.isPending || batch.running}
            onClick={() => importing.mutate({ orcid })}
          >
            Import my works from ORCID
          </button>
        )}
      </div>
      {importing.isError && <p role="alert">{importing.error.message}</p>}
      <RejectedEntries rejected={importing.data?.rejected ?? []} />
      {drafts.length > 0 && (
        <>
          <ul className="import-drafts__list" aria-label="Imported drafts">
            {drafts.map((draft) => (
              <DraftChoice
                key={draftKey(draft)}
                draft={draft}
                file={batch.files.get(draftKey(draft))}
                outcome={batch.outcomeOf(draft)}
                busy={batch.running}
                onAttach={(file) => batch.attach(draft, file)}
                onPick={() => {
                  onPick(draft);
                  importing.reset();
                  setText("");
                }}
              />
            ))}
          </ul>
          <p className="import-drafts__hint">
            Attach a file to any draft if you have one, then publish them together; a draft without a file is listed
            with its metadata, and you can add its full text later.
          </p>
          <div className="import-drafts__actions">
            <button
              type="button"
              className="research-button"
              disabled={ready.length === 0 || batch.running}
              onClick={() => batch.publishAll(drafts)}
            >
              {batch.running ? "Publishing..." : `Publish all (${ready.length})`}
            </button>
          </div>
          <UploadProgress percent={batch.percent} onCancel={batch.cancel} />
        </>
      )}
    </section>
  );
}
