// Code snippets as cards (the description as text, the file's first lines highlighted); without `onEdit` it is the read-only view of another member's snippets.
import type { CodeSnippet } from "@scholarly/contract";
import { CodePreview } from "../../../components/post-card/CodePreview";
import "./code.css";

interface CodeSnippetListProps {
  snippets: Pick<CodeSnippet, "id" | "title" | "code_of" | "code" | "git_link" | "media">[];
  onEdit?: (id: number) => void;
}

export function CodeSnippetList({ snippets, onEdit }: CodeSnippetListProps) {
  if (snippets.length === 0) return <p className="empty-state">No code snippets yet.</p>;
  return (
    <ul className="code-list">
      {snippets.map((snippet) => (
        <li key={snippet.id} className="tab-card code-card">
          <div className="code-card__header">
            <h3>{snippet.title}</h3>
            <span className="code-card__tech">{snippet.code_of}</span>
          </div>
          <p className="code-card__description">{snippet.code}</p>
          {snippet.media && (
            <CodePreview url={snippet.media} language={snippet.code_of} label={`First lines of ${snippet.title}`} />
          )}
          <div className="tab-card__actions">
            {snippet.git_link && (
              <a href={snippet.git_link} target="_blank" rel="noreferrer">
                Git repository
              </a>
            )}
            {snippet.media && (
              <a href={snippet.media} target="_blank" rel="noreferrer" download>
                Download file
              </a>
            )}
            {onEdit && (
              <button type="button" className="button button--secondary" onClick={() => onEdit(snippet.id)}>
                Edit<span className="visually-hidden"> {snippet.title}</span>
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
