// Reads the text of publications' documents and code snippets' files in the background, after publishing.
import type { BackgroundJobs } from "../app-context.js";
import { defineJob } from "../jobs/job-queue.js";
import { type DocumentKind, documentTextStore, isDocumentKind } from "./document-text-store.js";
import { refreshDocumentText } from "./refresh-document-text.js";

export const extractDocumentText = defineJob<{ kind: DocumentKind; postId: number }>(
  "documents.extract-text",
  // A PDF is read within 2 minutes or recorded as failed; the rest of the expiry is for the file transfer.
  { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 5 * 60 },
  // One job per post: announcements of the same post while its job waits collapse into it.
  ({ kind, postId }) => `${kind}:${postId}`,
);

export const documentTextJobs: BackgroundJobs = ({ events, jobs, db, storage, config }, log) => {
  events.subscribe(["post.created", "post.updated"], ({ kind, postId }) => {
    if (!isDocumentKind(kind)) return;
    jobs.send(extractDocumentText, { kind, postId }).catch((error: unknown) => {
      log.error({ err: error, kind, postId }, "could not queue the text extraction of a post");
    });
  });

  const deps = {
    store: documentTextStore(db),
    storage,
    log,
    maxFileBytes: Math.max(config.uploadLimits.document, config.uploadLimits.code),
  };
  jobs.work(extractDocumentText, ({ data, signal }) => refreshDocumentText(deps, data.kind, data.postId, signal));
};
