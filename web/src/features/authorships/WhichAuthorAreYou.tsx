// After an import, when no author of the list is the member: "Which of these authors are you?", or none (they
// share the work, and it shows as shared by them rather than by them as an author).
import { useId, useState } from "react";
import type { EditedAuthor } from "../publication-metadata/author-list";
import "./authorships.css";

const SHARING = "sharing";

export function WhichAuthorAreYou({
  authors,
  memberId,
  onChange,
}: {
  authors: readonly EditedAuthor[];
  memberId: number | undefined;
  onChange: (authors: EditedAuthor[]) => void;
}) {
  const [sharing, setSharing] = useState(false);
  const name = useId();
  const unlinked = authors.filter((author) => author.profile_id === null && author.name.trim());
  if (memberId === undefined || unlinked.length === 0 || authors.some((author) => author.profile_id === memberId)) {
    return null;
  }
  const choose = (choice: string) => {
    setSharing(choice === SHARING);
    if (choice === SHARING) return;
    onChange(authors.map((author) => (author.key === choice ? { ...author, profile_id: memberId } : author)));
  };
  return (
    <fieldset className="which-author">
      <legend>Which of these authors are you?</legend>
      {unlinked.map((author) => (
        <label key={author.key} className="which-author__choice">
          <input type="radio" name={name} value={author.key} checked={false} onChange={() => choose(author.key)} />
          {author.name}
        </label>
      ))}
      <label className="which-author__choice">
        <input type="radio" name={name} value={SHARING} checked={sharing} onChange={() => choose(SHARING)} />
        none — I'm sharing it
      </label>
      {sharing && <p className="which-author__note">The work will show as shared by you, not as one of yours.</p>}
    </fieldset>
  );
}
