import { useNavigate } from "react-router";
import { AddArticleChooser } from "../../components/add-article/AddArticleChooser";
import { uploadResearchPath } from "../../components/add-article/article-choices";
import { usePopup } from "../../components/popup/use-popup";

export function AddResearchPopup() {
  const { open, container, panelId, triggerProps } = usePopup();
  const navigate = useNavigate();
  return (
    <div className="add-research" ref={container}>
      <button {...triggerProps} className="button">
        Add Research
      </button>
      {open && (
        <div id={panelId} className="add-research__popup">
          <AddArticleChooser onChoose={(type) => navigate(uploadResearchPath(type))} />
        </div>
      )}
    </div>
  );
}
