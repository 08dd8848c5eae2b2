// One portfolio section of the member's own profile: cards with edit and delete, and the add/edit dialog.
import { useState } from "react";
import { type PortfolioItems, type PortfolioKind, usePortfolioChanges, usePortfolioItems } from "../../api/portfolio";
import { Modal } from "../../components/modal/Modal";
import { toastDone, toastFailed } from "../profile-tabs/action-toasts";
import { ConfirmDialog } from "../profile-tabs/ConfirmDialog";
import { UploadProgress } from "../profile-tabs/UploadProgress";
import { useUploadProgress } from "../profile-tabs/use-upload-progress";
import { type PortfolioChange, PortfolioForm } from "./forms/PortfolioForm";
import { portfolioFormOf } from "./forms/portfolio-forms";
import { PortfolioCardList } from "./PortfolioCardList";
import type { PortfolioKindConfig } from "./portfolio-kinds";

type Editing<Item> = { item: Item | null } | null;

export function PortfolioSection<Kind extends PortfolioKind>({ config }: { config: PortfolioKindConfig<Kind> }) {
  type Item = PortfolioItems[Kind];
  // List failures are only logged (part 2 section 8): the section keeps what it showed.
  const items = usePortfolioItems(config.kind);
  const { save, remove } = usePortfolioChanges(config.kind);
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const progress = useUploadProgress();
  const busy = save.isPending || remove.isPending;
  const form = portfolioFormOf(config.kind);
  const saveAction = `${config.kind}-save`;
  const deleteAction = `${config.kind}-delete`;

  const submit = (change: PortfolioChange<Kind>) => {
    const id = editing?.item?.id;
    save.mutate(
      // Only a media file being sent has progress worth showing.
      { ...change, id, tracking: change.media ? progress.start() : undefined },
      {
        onSuccess: () => {
          toastDone(saveAction, `${config.noun} ${id === undefined ? "added" : "updated"} successfully`);
          setEditing(null);
        },
        onError: (failure) => {
          console.error(failure);
          toastFailed(saveAction, failure, config.saveFailed);
        },
        onSettled: progress.reset,
      },
    );
  };

  // Closing the dialog stops an upload nobody can follow any more.
  const closeForm = () => {
    progress.cancel();
    setEditing(null);
  };

  const confirmDelete = () => {
    if (deleting)
      remove.mutate(deleting.id, {
        onSuccess: () => toastDone(deleteAction, `${config.noun} deleted successfully`),
        onError: (failure) => {
          console.error(failure);
          toastFailed(deleteAction, failure, "Deletion failed.");
        },
        onSettled: () => setDeleting(null),
      });
  };

  return (
    <section className="portfolio-section" aria-labelledby={`portfolio-${config.kind}`}>
      <div className="tab-section__header">
        <h3 id={`portfolio-${config.kind}`}>{config.heading}</h3>
        <button type="button" className="button" onClick={() => setEditing({ item: null })}>
          Add {config.noun}
        </button>
      </div>
      <PortfolioCardList
        config={config}
        items={items.data ?? []}
        loading={items.isPending}
        actions={(item, title) => (
          <>
            <button type="button" className="button button--secondary" onClick={() => setEditing({ item })}>
              Edit<span className="visually-hidden"> {title}</span>
            </button>
            <button type="button" className="button button--danger" onClick={() => setDeleting(item)}>
              Delete<span className="visually-hidden"> {title}</span>
            </button>
          </>
        )}
      />
      <Modal
        title={`${editing?.item ? "Edit" : "Add"} ${config.noun}`}
        open={editing !== null}
        onClose={closeForm}
        size="large"
      >
        {editing && (
          <PortfolioForm description={form} item={editing.item} busy={busy} onSubmit={submit} onCancel={closeForm} />
        )}
        <UploadProgress percent={progress.percent} onCancel={progress.cancel} />
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${config.noun}`}
        question={`Are you sure you want to delete this ${config.noun.toLowerCase()}?`}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
