// The top of the own profile: cover, 130 px picture, name, research areas, degree, affiliation, activity, bio.
import type { Profile } from "@scholarly/contract";
import { Avatar } from "../../components/avatar/Avatar";
import { DownloadCv } from "../../features/generated-cv/DownloadCv";
import { EditProfileMenu } from "./edit/EditProfileMenu";
import type { EditMode } from "./edit/edit-modes";

export function ProfileHeader({ profile, onEdit }: { profile: Profile; onEdit: (mode: EditMode) => void }) {
  return (
    <header className="profile-header">
      <div className="profile-header__cover" />
      <div className="profile-header__body">
        <div className="profile-header__picture">
          <Avatar src={profile.profile_picture} name={profile.name} size={130} />
        </div>
        <div className="profile-header__facts">
          <h1>{profile.name}</h1>
          {profile.research_areas && <p className="profile-header__areas">{profile.research_areas}</p>}
          <dl className="profile-header__details">
            {[
              ["Degree", profile.degree],
              ["Affiliation", profile.primary_affiliation],
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
          {profile.bio && <p className="profile-header__bio">{profile.bio}</p>}
          <DownloadCv profileId={profile.id} />
        </div>
        <EditProfileMenu onChoose={onEdit} />
      </div>
    </header>
  );
}
