// The ordered author list of a publication: the member pre-filled, 'Add author' with suggestions from member
// profiles (or a free name for someone not on the network), reorder and remove. Shared by the publish and the
// edit-publication forms.
import { useId, useState } from "react";
import { usePeopleSearch } from "../../api/people";
import { type EditedAuthor, editedAuthor, moved } from "./author-list";
import "./publication-metadata.css";

interface AuthorListEditorProps {
  authors: EditedAuthor[];
  onChange: (authors: EditedAuthor[]) => void;
}

function AddAuthor({ onAdd }: { onAdd: (author: EditedAuthor) => void }) {
  const [text, setText] = useState("");
  const inputId = useId();
  const suggestions = usePeopleSearch(text.trim().length >= 2 ? text.trim() : "");
  const add = (author: Omit<EditedAuthor, "key">) => {
    onAdd(editedAuthor(author));
    setText("");
  };
  return (
    <div className="author-list__add">
      <label htmlFor={inputId}>Add author</label>
      <div className="author-list__row">
        <input
          id={inputId}
          type="text"
          value={text}
          placeholder="Name of a member or anyone else"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              if (text.trim()) add({ name: text.trim(), orcid: null, profile_id: null });
            }
          }}
        />
        <button
          type="button"
          disabled={!text.trim()}
          onClick={() => add({ name: text.trim(), orcid: null, profile_id: null })}
        >
          Add as name
        </button>
      </div>
      {(suggestions.data?.length ?? 0) > 0 && (
        <ul className="author-list__suggestions" aria-label="Members">
          {suggestions.data?.map((member) => (
            <li key={member.id}>
              <button type="button" onClick={() => add({ name: member.name, orcid: null, profile_id: member.id })}>
                {member.name} <span className="author-list__member">member</span>
              </button>
            </li>
          ))}
        </ul>
      )}
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
              aria-label={`Move ${author.name || `author ${index + 1}`} up`}
              disabled={index === 0}
              onClick={() => onChange(moved(authors, index, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move ${author.name || `author ${index + 1}`} down`}
              disabled={index === authors.length - 1}
              onClick={() => onChange(moved(authors, index, 1))}
            >
              ↓
            </button>
            <button
              type="button"
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
