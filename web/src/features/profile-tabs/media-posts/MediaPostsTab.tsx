// The member's own gallery or videos: upload form, a page of 6, edit and delete with confirmation.
import { MEDIA_PAGE_SIZE } from "@scholarly/contract";
import { useEffect, useState } from "react";
import { useMediaPage, useMediaPostChanges } from "../../../api/media-posts";
import { Pagination } from "../../../components/pagination/Pagination";
import { Spinner } from "../../../components/spinner/Spinner";
import { toast } from "../../../components/toasts/toasts";
import { failureText, toastDone, toastFailed } from "../action-toasts";
import { ConfirmDialog } from "../ConfirmDialog";
import { MediaEditModal } from "./MediaEditModal";
import { MediaPostGrid } from "./MediaPostGrid";
import { MediaUploadForm } from "./MediaUploadForm";
import type { MediaKind, MediaPost } from "./media-kinds";

export function MediaPostsTab({ kind }: { kind: MediaKind }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<MediaPost | null>(null);
  const [deleting, setDeleting] = useState<MediaPost | null>(null);
  const [busy, setBusy] = useState(false);
  const posts = useMediaPage(kind.name, kind.api, page);
  const { remove } = useMediaPostChanges(kind.name, kind.api);

  useEffect(() => {
    if (posts.isError) toast.error(kind.fetchFailed, { toastId: kind.fetchFailed });
  }, [posts.isError, kind.fetchFailed]);

  // Deleting the last post of the last page leaves an empty page behind: step back to one that has posts.
  const count = posts.data?.count ?? 0;
  useEffect(() => {
    const pages = Math.max(1, Math.ceil(count / MEDIA_PAGE_SIZE));
    if (posts.isSuccess && page > pages) setPage(pages);
  }, [count, page, posts.isSuccess]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await remove.mutateAsync(deleting.id);
      toastDone(`${kind.name}-delete`, `${kind.noun} deleted successfully`);
      setDeleting(null);
    } catch (failure) {
      toastFailed(`${kind.name}-delete`, failure, failureText(failure, "Deletion failed."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="tab-section" aria-labelledby={`${kind.name}-heading`}>
      <h2 id={`${kind.name}-heading`}>{kind.heading}</h2>
      <MediaUploadForm kind={kind} />
      {posts.isPending ? (
        <Spinner />
      ) : (
        <MediaPostGrid kind={kind} posts={posts.data?.results ?? []} onEdit={setEditing} onDelete={setDeleting} />
      )}
      <Pagination
        page={page}
        count={count}
        pageSize={MEDIA_PAGE_SIZE}
        onChange={setPage}
        label={`${kind.heading} pages`}
      />
      {editing && (
        <MediaEditModal kind={kind} post={editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${kind.noun}`}
        question={`Are you sure you want to delete this ${kind.name}?`}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
