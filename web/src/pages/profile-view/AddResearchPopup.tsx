// 'Add Research' toggles a popup with the Add Article choices; a choice starts the upload flow.
import { useState } from "react";
import { useNavigate } from "react-router";
import { AddArticleChooser } from "../../components/add-article/AddArticleChooser";
import { uploadResearchPath } from "../../components/add-article/article-choices";

export function AddResearchPopup() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <div className="add-research">
      <button
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
