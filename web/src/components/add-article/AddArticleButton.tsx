// The navigation bar's 'Add new' button and the 'Add Article' chooser it opens.
import { useState } from "react";
import { useNavigate } from "react-router";
import { Modal } from "../modal/Modal";
import { AddArticleChooser } from "./AddArticleChooser";
import { uploadResearchPath } from "./article-choices";
import "./add-article.css";

export function AddArticleButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" className="add-article-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Add new
      </button>
      <Modal title="Add Article" open={open} onClose={() => setOpen(false)}>
        <AddArticleChooser
          onChoose={(type) => {
            setOpen(false);
            navigate(uploadResearchPath(type));
          }}
        />
      </Modal>
    </>
  );
}
