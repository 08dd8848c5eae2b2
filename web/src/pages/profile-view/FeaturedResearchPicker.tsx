// The featured-research picker: tick up to 5 of one's own publications ('x/5 selected'); the order ticked is the
// order shown. Saving an empty choice goes back to showing the most read.
import { FEATURED_RESEARCH_LIMIT, FEATURED_RESEARCH_MESSAGES, type Publication } from "@scholarly/contract";
import { useState } from "react";
import { useSaveFeaturedResearch } from "../../api/profiles";
import { Modal } from "../../components/modal/Modal";
import { toast } from "../../components/toasts/toasts";

interface PickerProps {
  publications: readonly Publication[];
  chosenIds: readonly number[];
  onClose: () => void;
}

export function FeaturedResearchPicker({ publications, chosenIds, onClose }: PickerProps) {
  const [chosen, setChosen] = useState<number[]>(() =>
    chosenIds.filter((id) => publications.some((publication) => publication.id === id)),
  );
  const save = useSaveFeaturedResearch();
  const full = chosen.length >= FEATURED_RESEARCH_LIMIT;

  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));

  const submit = () =>
    save.mutate(chosen, {
      onSuccess: (answer) => {
        toast.dismiss("featured-research-error");
        toast.success(answer.message || FEATURED_RESEARCH_MESSAGES.saved);
        onClose();
      },
      onError: (error) => toast.error(error.message, { toastId: "featured-research-error" }),
    });

  return (
    <Modal title="Choose featured research" open onClose={onClose}>
      <form
        className="featured-picker"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="featured-picker__count" aria-live="polite">
          {chosen.length}/{FEATURED_RESEARCH_LIMIT} selected
          {chosen.length === 0 && " · Select at least 1 (or save none to show your most read work)"}
        </p>
        <ul className="featured-picker__list">
          {publications.map((publication) => {
            const checked = chosen.includes(publication.id);
            return (
              <li key={publication.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => toggle(publication.id)}
                  />{" "}
                  {publication.title}
                </label>
              </li>
            );
          })}
        </ul>
        <div className="featured-picker__actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
