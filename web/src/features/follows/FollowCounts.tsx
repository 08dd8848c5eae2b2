// '1 follower · 3 following' on a profile, each count opening the list of those members; then, apart, how many
// follow from other fediverse servers (when any do).
import { useState } from "react";
import { Link } from "react-router";
import { type FollowDirection, useFollowPeople } from "../../api/follows";
import { Avatar } from "../../components/avatar/Avatar";
import { Modal } from "../../components/modal/Modal";
import { Spinner } from "../../components/spinner/Spinner";
import { countLabel } from "./count-label";
import "./follows.css";

const TITLES: Record<FollowDirection, string> = { followers: "Followers", following: "Following" };

interface FollowCountsProps {
  profileId: number;
  followers: number;
  following: number;
  /** Followers on Mastodon and other fediverse servers: not members, so no list to open. */
  remoteFollowers: number;
}

export function FollowCounts({ profileId, followers, following, remoteFollowers }: FollowCountsProps) {
  const [open, setOpen] = useState<FollowDirection | null>(null);
  return (
    <p className="follow-counts">
      <button type="button" className="follow-counts__count" onClick={() => setOpen("followers")}>
        {countLabel(followers, "follower", "followers")}
      </button>
      <span aria-hidden="true"> · </span>
      <button type="button" className="follow-counts__count" onClick={() => setOpen("following")}>
        {`${following} following`}
      </button>
      {remoteFollowers > 0 && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{`${countLabel(remoteFollowers, "follower", "followers")} on the fediverse`}</span>
        </>
      )}
      {open && (
        <Modal title={TITLES[open]} open onClose={() => setOpen(null)}>
          <FollowPeopleList profileId={profileId} direction={open} />
        </Modal>
      )}
    </p>
  );
}

function FollowPeopleList({ profileId, direction }: { profileId: number; direction: FollowDirection }) {
  const people = useFollowPeople(profileId, direction, true);
  if (people.isPending) return <Spinner label="Loading people" />;
  if (people.isError) return <p role="alert">The list could not be loaded. Please try again later.</p>;
  if (people.data.results.length === 0)
    return <p>{direction === "followers" ? "No followers yet." : "Not following anyone yet."}</p>;
  return (
    <ul className="follow-people">
      {people.data.results.map((person) => (
        <li key={person.id}>
          <Link to={`/user-profile/${person.id}`} className="follow-people__link">
            <Avatar src={person.profile_picture} name={person.name} size={36} />
            <span>
              <strong>{person.name}</strong>
              {person.institution && <span className="follow-people__institution">{person.institution}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
