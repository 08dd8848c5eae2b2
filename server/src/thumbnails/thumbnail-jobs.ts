// Makes the thumbnails of publications' documents and gallery images in the background, after upload or edit.
import type { BackgroundJobs } from "../app-context.js";
import { defineJob } from "../jobs/job-queue.js";
import { isThumbnailKind } from "../posts/post-kinds.js";
import { refreshThumbnails } from "./refresh-thumbnails.js";
import { type ThumbnailKind, thumbnailStore } from "./thumbnail-store.js";

export const makeThumbnails = defineJob<{ kind: ThumbnailKind; postId: number }>(
  "thumbnails.make",
  // A PDF page is drawn within 30 seconds or recorded as failed; the rest of the expiry is for the file transfers.
  { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 5 * 60 },
  // One job per post: announcements of the same post while its job waits collapse into it.
  ({ kind, postId }) => `${kind}:${postId}`,
);

export const thumbnailJobs: BackgroundJobs = ({ events, jobs, db, storage, config }, log) => {
  // A deleted post's thumbnails are removed by the same job, which finds the post gone.
  events.subscribe(["post.created", "post.updated", "post.deleted"], ({ kind, postId }) => {
    if (!isThumbnailKind(kind)) return;
    jobs.send(makeThumbnails, { kind, postId }).catch((error: unknown) => {
      log.error({ err: error, kind, postId }, "could not queue the thumbnails of a post");
    });
  });

  const deps = {
    store: thumbnailStore(db),
    storage,
    events,
    log,
    maxFileBytes: Math.max(config.uploadLimits.document, config.uploadLimits.image),
  };
  jobs.work(makeThumbnails, ({ data, signal }) => refreshThumbnails(deps, data.kind, data.postId, signal));
};
