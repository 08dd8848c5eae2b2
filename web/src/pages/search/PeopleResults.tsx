// The people a search finds by name (the existing people search, its ranking unchanged).
import { Link } from "react-router";
import { usePeopleSearch } from "../../api/people";
import { useOwnProfile } from "../../api/profiles";
import { Avatar } from "../../components/avatar/Avatar";
import { Spinner } from "../../components/spinner/Spinner";

export function PeopleResults({ text, limit }: { text: string; limit?: number }) {
  const people = usePeopleSearch(text);
  const ownProfileId = useOwnProfile().data?.id;
  if (people.isPending && text !== "") return <Spinner label="Searching people" />;
  const found = (people.data ?? []).slice(0, limit);
  if (found.length === 0) return null;
  return (
    <ul className="search-page__people" aria-label="People found">
      {found.map((person) => (
        <li key={person.id}>
          <Link
            className="search-page__person"
            to={person.id === ownProfileId ? "/profile-view" : `/user-profile/${person.id}`}
          >
            <Avatar src={person.profile_picture} name={person.name} size={40} />
            <span>{person.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
