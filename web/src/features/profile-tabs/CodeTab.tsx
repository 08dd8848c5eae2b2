// The member's own code snippets: the list, an add dialog and an edit dialog that also deletes.
import type { CodeSnippet } from "@scholarly/contract";
import { useState } from "react";
import { useCodeSnippets } from "../../api/code";
import { Spinner } from "../../components/spinner/Spinner";
import { CodeFormModal } from "./code/CodeFormModal";
import { CodeSnippetList } from "./code/CodeSnippetList";

type Editing = { snippet: CodeSnippet | null } | null;

export function CodeTab() {
  const snippets = useCodeSnippets();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <section className="tab-section" aria-labelledby="code-heading">
      <div className="tab-section__header">
        <h2 id="code-heading">Code</h2>
        <button type="button" className="button" onClick={() => setEditing({ snippet: null })}>
          Add code
        </button>
      </div>
      {snippets.isPending ? (
        <Spinner />
      ) : snippets.isError ? (
        <p className="form-error">{snippets.error.message}</p>
      ) : (
        <CodeSnippetList
          snippets={snippets.data}
          onEdit={(id) => setEditing({ snippet: snippets.data.find((snippet) => snippet.id === id) ?? null })}
        />
      )}
      {editing && (
        <CodeFormModal snippet={editing.snippet} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      )}
    </section>
  );
}
