// One portfolio section of the member's own profile: cards with edit and delete, and the add/edit dialog.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  deletePortfolioItem,
  fetchPortfolioItems,
  type PortfolioItems,
  type PortfolioKind,
  savePortfolioItem,
} from "../../api/portfolio";
import { Modal } from "../../components/modal/Modal";
import { toast } from "../../components/toasts/toasts";
import { ConfirmDialog } from "../profile-tabs/ConfirmDialog";
import { PortfolioCardList } from "./PortfolioCardList";
import { type PortfolioSubmission, portfolioFormData } from "./portfolio-form-data";
import type { PortfolioKindConfig } from "./portfolio-kinds";

type Editing<Item> = { item: Item | null } | null;

export function PortfolioSection<Kind extends PortfolioKind>({ config }: { config: PortfolioKindConfig<Kind> }) {
  type Item = PortfolioItems[Kind];
  const queryClient = useQueryClient();
  const queryKey = ["portfolio", config.kind];
  // List failures are only logged (part 2 section 8): the section keeps what it showed.
  const items = useQuery({ queryKey, queryFn: () => fetchPortfolioItems(config.kind) });
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const { Form } = config;

  const save = async (submission: PortfolioSubmission) => {
    setBusy(true);
    try {
      await savePortfolioItem(config.kind, portfolioFormData(submission, editing?.item?.id));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey });
    } catch (failure) {
      console.error(failure);
      toast.error(config.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deletePortfolioItem(config.kind, deleting.id);
      await queryClient.invalidateQueries({ queryKey });
    } catch (failure) {
      console.error(failure);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
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
        onClose={() => setEditing(null)}
        size="large"
      >
        {editing && <Form item={editing.item} busy={busy} onSubmit={save} onCancel={() => setEditing(null)} />}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${config.noun}`}
        question={`Are you sure you want to delete this ${config.noun.toLowerCase()}?`}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
