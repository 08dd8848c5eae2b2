// The empty Following feed's advice: the most-followed members the viewer does not follow yet.
import { Link } from "react-router";
import { useFollowSuggestions } from "../../api/follows";
import { Avatar } from "../../components/avatar/Avatar";
import { FollowButton } from "../../components/follow-button/FollowButton";

export function WhoToFollow() {
  const suggestions = useFollowSuggestions(true);
  const people = suggestions.data?.results ?? [];
  return (
    <div className="who-to-follow">
      <p className="home-feed__status">You don't follow anyone who has posted yet.</p>
      {people.length > 0 && (
        <>
          <h2 className="who-to-follow__title">Who to follow</h2>
          <ul className="who-to-follow__list" aria-label="Who to follow">
            {people.map((person) => (
              <li key={person.id} className="who-to-follow__person">
                <Link to={`/user-profile/${person.id}`} className="who-to-follow__link">
                  <Avatar src={person.profile_picture} name={person.name} size={40} />
                  <span>
                    {person.name}
                    <span className="who-to-follow__detail">
                      {person.institution} ·{" "}
                      {person.followers_count === 1 ? "1 follower" : `${person.followers_count} followers`}
                    </span>
                  </span>
                </Link>
                <FollowButton profileId={person.id} name={person.name} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
