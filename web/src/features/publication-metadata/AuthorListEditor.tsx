// The ordered author list of a publication: the member pre-filled, 'Add author' with suggestions from member
// profiles (a combobox: arrows, Enter, Escape; or a free name for someone not on the network), reorder and remove. Shared by the publish and the
// edit-publication forms.
import { useId, useRef, useState } from "react";
import { usePeopleSearch } from "../../api/people";
import { keepFocusInInput, useCombobox } from "../../components/combobox/use-combobox";
import { type EditedAuthor, editedAuthor, moved } from "./author-list";
import "./publication-metadata.css";

interface AuthorListEditorProps {
  authors: EditedAuthor[];
  onChange: (authors: EditedAuthor[]) => void;
}

/** 'Add author': a combobox suggesting members as the name is typed; a picked member is linked (and notified). */
function AddAuthor({ onAdd }: { onAdd: (author: EditedAuthor) => void }) {
  const [text, setText] = useState("");
  const inputId = useId();
  const box = useRef<HTMLDivElement>(null);
  const typed = text.trim();
  const members = usePeopleSearch(typed.length >= 2 ? typed : "").data ?? [];
  const add = (author: Omit<EditedAuthor, "key">) => {
    onAdd(editedAuthor(author));
    setText("");
  };
  const addAsName = () => {
    if (typed) add({ name: typed, orcid: null, profile_id: null });
  };
  const combobox = useCombobox({
    options: members,
    canOpen: members.length > 0,
    onPick: (member) => add({ name: member.name, orcid: null, profile_id: member.id }),
    onEnter: addAsName,
    container: box,
  });
  return (
    <div className="author-list__add" ref={box}>
      <label htmlFor={inputId}>Add author</label>
      <div className="author-list__row">
        <input
          id={inputId}
          type="text"
          {...combobox.inputProps}
          value={text}
          placeholder="Name of a member or anyone else"
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            combobox.typed();
          }}
        />
        <button type="button" className="research-button--secondary" disabled={!typed} onClick={addAsName}>
          Add as name
        </button>
      </div>
      <div
        id={combobox.listId}
        role="listbox"
        aria-label="Members"
        className="author-list__suggestions"
        hidden={!combobox.expanded}
      >
        {members.map((member, index) => (
          // Focus stays in the input (aria-activedescendant), which handles Enter and the arrow keys.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
          <div
            key={member.id}
            id={combobox.optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === combobox.active}
            className={
              index === combobox.active
                ? "author-list__suggestion author-list__suggestion--active"
                : "author-list__suggestion"
            }
            onPointerDown={keepFocusInInput}
            onClick={() => combobox.pick(member)}
          >
            {member.name} <span className="author-list__member">member</span>
          </div>
        ))}
      </div>
    </div>
  );
}

export function AuthorListEditor({ authors, onChange }: AuthorListEditorProps) {
  const update = (index: number, name: string) =>
    onChange(authors.map((author, at) => (at === index ? { ...author, name } : author)));
  return (
    <fieldset className="author-list__fieldset">
      <legend>Authors</legend>
      <ol className="author-list">
        {authors.map((author, index) => (
          <li key={author.key} className="author-list__row">
            <input
              type="text"
              aria-label={`Author ${index + 1}`}
              value={author.name}
              readOnly={author.profile_id !== null}
              onChange={(event) => update(index, event.target.value)}
            />
            {author.profile_id !== null && <span className="author-list__member">member</span>}
            <button
              type="button"
              className="research-button--secondary author-list__move"
              aria-label={`Move ${author.name || `author ${index + 1}`} up`}
              disabled={index === 0}
              onClick={() => onChange(moved(authors, index, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              className="research-button--secondary author-list__move"
              aria-label={`Move ${author.name || `author ${index + 1}`} down`}
              disabled={index === authors.length - 1}
              onClick={() => onChange(moved(authors, index, 1))}
            >
              ↓
            </button>
            <button
              type="button"
              className="research-button--secondary"
              aria-label={`Remove ${author.name || `author ${index + 1}`}`}
              disabled={authors.length === 1}
              onClick={() => onChange(authors.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <AddAuthor onAdd={(author) => onChange([...authors, author])} />
    </fieldset>
  );
}
