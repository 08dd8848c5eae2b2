// The public profile's card: picture, name, facts, bio and the follow button for other viewers.
import type { PublicProfile } from "@scholarly/contract";
import { useSession } from "../../auth/session";
import { Avatar } from "../../components/avatar/Avatar";
import { FollowButton } from "../../components/follow-button/FollowButton";
import { DownloadCv } from "../../features/generated-cv/DownloadCv";

export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const session = useSession();
  const ownProfile = String(profile.user) === session?.userId;
  const facts = [
    ["Institution", profile.institution],
    ["Affiliation", profile.primary_affiliation],
    ["Degree", profile.degree],
    ["Research Areas", profile.research_areas],
    ["Activity", profile.current_activity],
  ] as const;

  return (
    <header className="user-profile__header">
      <Avatar src={profile.profile_picture} name={profile.name} size={130} />
      <div className="user-profile__about">
        <div className="user-profile__title">
          <h1>{profile.name}</h1>
          {session && !ownProfile && (
            <FollowButton profileId={profile.id} name={profile.name} followingLabel="Following" />
          )}
        </div>
        <p className="user-profile__counts">
          {profile.followers_count} followers · {profile.following_count} following
        </p>
        <dl className="user-profile__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || "—"}</dd>
            </div>
          ))}
        </dl>
        <h2 className="user-profile__bio-title">Bio</h2>
        <p className="user-profile__bio">{profile.bio || "—"}</p>
        <DownloadCv profileId={profile.id} />
      </div>
    </header>
  );
}
