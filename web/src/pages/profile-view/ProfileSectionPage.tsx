// The standalone pages of the own-profile tabs: /publication, /gallery, /video, /code, /portfolio.
import type { ProfileTab } from "../../features/profile-tabs/profile-tabs";
import { ProfileTabContent } from "./ProfileTabContent";
import "../../features/profile-tabs/profile-tabs.css";
import "./profile-view.css";

export type ProfileSection = ProfileTab;

export default function ProfileSectionPage({ section }: { section: ProfileSection }) {
  return (
    <div className="profile-view profile-view--section">
      <ProfileTabContent tab={section} />
    </div>
  );
}
