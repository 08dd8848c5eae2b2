// Edit and Delete on the member's own publication cards; Delete asks first, then removes it and its file.
import type { Publication } from "@scholarly/contract";
import { useState } from "react";
import { Link } from "react-router";
import { useDeletePublication } from "../../../api/publications";
import { toast } from "../../../components/toasts/toasts";
import { ConfirmDialog } from "../ConfirmDialog";

export const PUBLICATION_DELETED = "Publication deleted successfully.";

export function OwnPublicationActions({ publication }: { publication: Publication }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePublication();
  const errorId = `publication-delete-${publication.id}`;
  const confirm = () =>
    remove.mutate(publication.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.dismiss(errorId);
        toast.success(PUBLICATION_DELETED);
      },
      onError: (error) => toast.error(error.message || "Failed to delete publication.", { toastId: errorId }),
    });
  return (
    <div className="tab-card__actions">
      <Link
        className="button button--secondary"
        to={`/edit-publication/${publication.id}`}
        aria-label={`Edit ${publication.title}`}
      >
        Edit
      </Link>
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Delete ${publication.title}`}
        onClick={() => setConfirming(true)}
      >
        Delete
      </button>
      <ConfirmDialog
        open={confirming}
        title="Delete publication"
        question={`Delete "${publication.title}" and its file? This cannot be undone.`}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
