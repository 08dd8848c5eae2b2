// The navigation bar's 'Add new' button and the 'Add Article' chooser it opens.
import { useState } from "react";
import { useNavigate } from "react-router";
import { Modal } from "../modal/Modal";
import { AddArticleChooser } from "./AddArticleChooser";
import { uploadResearchPath } from "./article-choices";
import "./add-article.css";

/** 'Add new' in the navigation; other places (the empty feed) open the same chooser under their own label. */
export function AddArticleButton({
  label = "Add new",
  className = "add-article-button",
}: {
  label?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
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
