// The public profile's card: picture, name, facts, bio and the follow button for other viewers.
import type { PublicProfile } from "@scholarly/contract";
import { Link } from "react-router";
import { useSession } from "../../auth/session";
import { Avatar } from "../../components/avatar/Avatar";
import { FollowButton } from "../../components/follow-button/FollowButton";
import { HashtagText } from "../../components/hashtag-text/HashtagText";
import { affiliationsOf } from "../../features/affiliations/affiliations";
import { ExportAllLink } from "../../features/citations/ExportAllLink";
import { FollowCounts } from "../../features/follows/FollowCounts";
import { DownloadCv } from "../../features/generated-cv/DownloadCv";
import { OrcidLink } from "../../features/publication-metadata/OrcidLink";

export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const session = useSession();
  const ownProfile = String(profile.user) === session?.userId;
  // Only what the member filled in: an empty fact is noise, and one place is named once.
  const facts = [
    ["Affiliation", affiliationsOf(profile).join("; ")],
    ["Degree", profile.degree],
    ["Research Areas", profile.research_areas],
    ["Activity", profile.current_activity],
    ["Disciplines", profile.disciplines.join(", ")],
    ["Languages", profile.languages.join(", ")],
  ].filter(([, value]) => value);

  return (
    <header className="user-profile__header">
      <Avatar src={profile.profile_picture} name={profile.name} size={130} />
      <div className="user-profile__about">
        <div className="user-profile__title">
          <h1>{profile.name}</h1>
          {session && !ownProfile && (
            <FollowButton profileId={profile.id} name={profile.name} followingLabel="Following" />
          )}
          {!session && (
            <Link className="user-profile__sign-up" to="/register">
              Sign up to follow
            </Link>
          )}
          <OrcidLink orcid={profile.orcid} name={profile.name} />
        </div>
        <FollowCounts
          profileId={profile.id}
          followers={profile.followers_count}
          following={profile.following_count}
          remoteFollowers={profile.remote_followers_count}
        />
        <dl className="user-profile__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {profile.bio && (
          <>
            <h2 className="user-profile__bio-title">Bio</h2>
            <HashtagText className="user-profile__bio" text={profile.bio} />
          </>
        )}
        {profile.spotlight && (
          <>
            <h2 className="user-profile__bio-title">Spotlight</h2>
            <p className="user-profile__bio">{profile.spotlight}</p>
          </>
        )}
        <div className="user-profile__downloads">
          <DownloadCv profileId={profile.id} />
          <ExportAllLink profileId={profile.id} />
        </div>
      </div>
    </header>
  );
}
