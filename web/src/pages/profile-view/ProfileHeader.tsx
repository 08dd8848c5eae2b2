// The top of the own profile: cover, 130 px picture, name, research areas, degree, activity, bio. The Affiliation
// block right after it names where the member works, so the header does not name it a second time.
import type { OwnProfile } from "@scholarly/contract";
import { Avatar } from "../../components/avatar/Avatar";
import { HashtagText } from "../../components/hashtag-text/HashtagText";
import { ExportAllLink } from "../../features/citations/ExportAllLink";
import { FollowCounts } from "../../features/follows/FollowCounts";
import { DownloadCv } from "../../features/generated-cv/DownloadCv";
import { OrcidLink } from "../../features/publication-metadata/OrcidLink";
import { EditProfileMenu } from "./edit/EditProfileMenu";
import type { EditMode } from "./edit/edit-modes";

export function ProfileHeader({ profile, onEdit }: { profile: OwnProfile; onEdit: (mode: EditMode) => void }) {
  return (
    <header className="profile-header">
      <div className="profile-header__cover" />
      <div className="profile-header__body">
        <div className="profile-header__picture">
          <Avatar src={profile.profile_picture} name={profile.name} size={130} />
        </div>
        <div className="profile-header__facts">
          <h1>{profile.name}</h1>
          <OrcidLink orcid={profile.orcid} name={profile.name} />
          {profile.research_areas && <p className="profile-header__areas">{profile.research_areas}</p>}
          <FollowCounts
            profileId={profile.id}
            followers={profile.followers_count}
            following={profile.following_count}
            remoteFollowers={profile.remote_followers_count}
          />
          <dl className="profile-header__details">
            {[
              ["Degree", profile.degree],
              ["Activity", profile.current_activity],
            ].map(([term, value]) =>
              value ? (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
          {profile.bio && <HashtagText className="profile-header__bio" text={profile.bio} />}
          <DownloadCv profileId={profile.id} />
          <ExportAllLink profileId={profile.id} />
        </div>
        <EditProfileMenu onChoose={onEdit} />
      </div>
    </header>
  );
}
