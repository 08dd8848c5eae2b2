// The list inside the 'Add Article' dialog; a sub-list replaces it until 'Go back'.
import { useState } from "react";
import { ARTICLE_CHOICES, type SubListChoice } from "./article-choices";

interface AddArticleChooserProps {
  /** Called with the chosen publication type. */
  onChoose: (type: string) => void;
}

export function AddArticleChooser({ onChoose }: AddArticleChooserProps) {
  const [openSubList, setOpenSubList] = useState<SubListChoice | null>(null);

  if (openSubList)
    return (
      <div className="add-article">
        <button type="button" className="add-article__back" onClick={() => setOpenSubList(null)}>
          Go back
        </button>
        <h3 className="add-article__heading">{openSubList.title}</h3>
        <ul className="add-article__list">
          {openSubList.subList.map((title) => (
            <li key={title}>
              <button type="button" className="add-article__choice" onClick={() => onChoose(title.toLowerCase())}>
                {title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );

  return (
    <ul className="add-article__list">
      {ARTICLE_CHOICES.map((choice) => (
        <li key={choice.title}>
          <button
            type="button"
            className="add-article__choice"
            onClick={() => ("subList" in choice ? setOpenSubList(choice) : onChoose(choice.type))}
          >
            <span className="add-article__title">{choice.title}</span>
            {choice.hint && <span className="add-article__hint">{choice.hint}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
