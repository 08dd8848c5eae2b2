// The publication fields: type, file, title, read-only author, date, abstract and DOI.
import { PUBLICATION_TYPES, type PublicationType } from "@scholarly/contract";
import { type FormEvent, useState } from "react";
import { toast } from "../../components/toasts/toasts";
import { useAuthorName } from "./use-author-name";
import { PUBLISH_TOAST, publishProblem, usePublish } from "./use-publish";

/** Today as yyyy-MM-dd in the member's own time zone. */
export function todayText(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface PublishFormProps {
  type: PublicationType;
  initialFile: File | null;
  onTypeChange: (type: PublicationType) => void;
}

export function PublishForm({ type, initialFile, onTypeChange }: PublishFormProps) {
  const author = useAuthorName();
  const { publish, publishing, progress } = usePublish();
  const [file, setFile] = useState<File | null>(initialFile);
  const [title, setTitle] = useState("");
  const [date, setDate] = useState(todayText);
  const [abstract, setAbstract] = useState("");
  const [doi, setDoi] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = {
      title,
      author,
      publication_date: date,
      publication_type: type,
      doi,
      abstract,
      upload_document: file,
    };
    const found = publishProblem(draft);
    setProblem(found);
    if (found) toast.error(found, PUBLISH_TOAST);
    else if (file) publish({ ...draft, upload_document: file });
  };

  return (
    <form className="publish__form" onSubmit={submit} noValidate>
      <label className="publish__field">
        Publication type
        <select
          value={type}
          onChange={(event) => {
            const next = PUBLICATION_TYPES.find((known) => known === event.target.value);
            if (next) onTypeChange(next);
          }}
        >
          {PUBLICATION_TYPES.map((known) => (
            <option key={known} value={known}>
              {known}
            </option>
          ))}
        </select>
      </label>
      <div className="publish__field">
        <label htmlFor="publish-file">File</label>
        {file && <p className="publish__file-name">{file.name}</p>}
        <input id="publish-file" type="file" onChange={(event) => setFile(event.target.files?.[0] ?? file)} />
      </div>
      <label className="publish__field">
        Title
        <textarea rows={3} value={title} onChange={(event) => setTitle(event.target.value)} required />
      </label>
      <label className="publish__field">
        Authors
        <input type="text" value={author} readOnly />
      </label>
      <label className="publish__field">
        Publication date
        <input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </label>
      <label className="publish__field">
        Abstract
        <textarea
          rows={5}
          value={abstract}
          placeholder="Make your article more discoverable by adding additional details."
          onChange={(event) => setAbstract(event.target.value)}
        />
      </label>
      <label className="publish__field">
        DOI (optional)
        <input type="text" value={doi} onChange={(event) => setDoi(event.target.value)} />
      </label>
      {problem && (
        <p className="publish__problem" role="alert">
          {problem}
        </p>
      )}
      {publishing && (
        <progress className="publish__progress" max={100} value={progress} aria-label="Upload progress">
          {progress}%
        </progress>
      )}
      <button type="submit" className="research-button" disabled={publishing}>
        {publishing ? "Publishing..." : "Publish"}
      </button>
    </form>
  );
}
