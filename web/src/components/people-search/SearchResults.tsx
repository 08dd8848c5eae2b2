// The people search dropdown: 'Searching...', the matching members, or a clear 'No results'.
import type { SearchResult } from "@scholarly/contract";
import { Link } from "react-router";
import { useOwnProfile } from "../../api/profiles";
import { Avatar } from "../avatar/Avatar";

interface SearchResultsProps {
  searching: boolean;
  failed: boolean;
  results: SearchResult[] | undefined;
  onChoose: () => void;
}

export function SearchResults({ searching, failed, results, onChoose }: SearchResultsProps) {
  const ownProfileId = useOwnProfile().data?.id;
  if (searching)
    return (
      <p className="people-search__status" role="status">
        Searching...
      </p>
    );
  if (failed)
    return (
      <p className="people-search__status" role="status">
        Search is unavailable right now.
      </p>
    );
  if (!results?.length)
    return (
      <p className="people-search__status" role="status">
        No results
      </p>
    );
  return (
    <ul className="people-search__results" aria-label="People found">
      {results.map((person) => (
        <li key={person.id}>
          <Link
            className="people-search__result"
            to={person.id === ownProfileId ? "/profile-view" : `/user-profile/${person.id}`}
            onClick={onChoose}
          >
            <Avatar src={person.profile_picture} name={person.name} size={36} />
            <span>{person.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
