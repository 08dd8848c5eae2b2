// Publishing imported drafts together: each with the file the member attached to it, or as a metadata-only work
// without one, one after another, so a failure leaves the others published and says which one failed and why.
import type { PublicationDraft } from "@scholarly/contract";
import { useState } from "react";
import { useOwnProfile } from "../../api/profiles";
import { type PublicationFields, usePublishPublication } from "../../api/publications";
import { UPLOAD_CANCELLED } from "../../api/upload";
import { toast } from "../../components/toasts/toasts";
import { useUploadProgress } from "../../features/profile-tabs/use-upload-progress";
import { authorsField } from "../../features/publication-metadata/author-list";
import { citationFields } from "../../features/publication-metadata/CitationFields";
import { type DraftingMember, draftAuthors, draftCitation } from "../../features/publication-metadata/draft-metadata";
import { dateFieldText } from "../../features/publication-metadata/publication-date-text";
import { filledOrNothing, todayText } from "./publish-form";
import { PUBLISH_TOAST } from "./use-publish";

export type DraftOutcome =
  | { status: "waiting" }
  | { status: "publishing" }
  | { status: "published"; id: number }
  | { status: "failed"; message: string };

/** Tells drafts apart in one import's answer. */
export const draftKey = (draft: PublicationDraft) =>
  `${draft.doi ?? ""}|${draft.title}|${draft.publication_date ?? ""}`;

/** The publish endpoint's fields for a draft, as the publish form would send them had the draft filled it. */
export function draftFields(draft: PublicationDraft, member: DraftingMember | null | undefined): PublicationFields {
  return {
    title: draft.title,
    authors: authorsField(draftAuthors(draft, member)),
    ...citationFields(draftCitation(draft)),
    publication_date: dateFieldText(draft) || todayText(),
    publication_type: draft.publication_type,
    abstract: filledOrNothing(draft.abstract),
    doi: filledOrNothing(draft.doi ?? ""),
  };
}

export function usePublishDrafts() {
  const member = useOwnProfile().data;
  const upload = usePublishPublication();
  const progress = useUploadProgress();
  const [files, setFiles] = useState<ReadonlyMap<string, File>>(new Map());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, DraftOutcome>>(new Map());
  const [running, setRunning] = useState(false);

  const outcomeOf = (draft: PublicationDraft): DraftOutcome => outcomes.get(draftKey(draft)) ?? { status: "waiting" };
  const settle = (key: string, outcome: DraftOutcome) => setOutcomes((current) => new Map(current).set(key, outcome));
  const attach = (draft: PublicationDraft, file: File | null) =>
    setFiles((current) => {
      const next = new Map(current);
      if (file) next.set(draftKey(draft), file);
      else next.delete(draftKey(draft));
      return next;
    });
  /** Drafts not published yet, with or without a file. */
  const publishable = (drafts: readonly PublicationDraft[]) =>
    drafts.filter((draft) => !draft.duplicate && outcomeOf(draft).status !== "published");

  const publishAll = async (drafts: readonly PublicationDraft[]) => {
    const queue = publishable(drafts);
    setRunning(true);
    let published = 0;
    for (const draft of queue) {
      const key = draftKey(draft);
      const document = files.get(key) ?? null;
      settle(key, { status: "publishing" });
      try {
        const answer = await upload.mutateAsync({ fields: draftFields(draft, member), document, ...progress.start() });
        settle(key, { status: "published", id: answer.data.id });
        published += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : "Failed to upload publication.";
        settle(key, { status: "failed", message });
        if (message === UPLOAD_CANCELLED) break;
      } finally {
        progress.reset();
      }
    }
    setRunning(false);
    const summary = `Published ${published} of ${queue.length} drafts.`;
    if (published === queue.length) toast.success(summary, PUBLISH_TOAST);
    else toast.error(summary, PUBLISH_TOAST);
  };

  return {
    files,
    attach,
    outcomeOf,
    publishable,
    publishAll,
    running,
    percent: progress.percent,
    cancel: progress.cancel,
  };
}
