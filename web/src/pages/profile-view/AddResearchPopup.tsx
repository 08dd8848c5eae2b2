// 'Add Research' toggles a popup with the Add Article choices; a choice starts the upload flow. Like the other
// menus, Escape or a click outside closes it.
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { AddArticleChooser } from "../../components/add-article/AddArticleChooser";
import { uploadResearchPath } from "../../components/add-article/article-choices";
import { useDismiss } from "../../components/profile-menu/use-dismiss";

export function AddResearchPopup() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);
  return (
    <div className="add-research" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls="add-research-popup"
        onClick={() => setOpen((value) => !value)}
      >
        Add Research
      </button>
      {open && (
        <div id="add-research-popup" className="add-research__popup">
          <AddArticleChooser onChoose={(type) => navigate(uploadResearchPath(type))} />
        </div>
      )}
    </div>
  );
}
