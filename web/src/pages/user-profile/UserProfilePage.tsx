// Another member's public profile (/user-profile/{profile id}): who they are and their work, in tabs.
import { useParams } from "react-router";
import { ApiError } from "../../api/client";
import { usePublicProfile } from "../../api/people";
import { Spinner } from "../../components/spinner/Spinner";
import { TabPanel } from "../../components/tab-list/TabList";
import { ProfileTabList } from "../../features/profile-tabs/ProfileTabList";
import { useTabParam } from "../../features/profile-tabs/use-tab-param";
import { MemberTabContent } from "./MemberTabContent";
import { ProfileHeader } from "./ProfileHeader";
import "./user-profile.css";

const TABS_ID = "member-profile";

export default function UserProfilePage() {
  const { id = "" } = useParams();
  const [tab, selectTab] = useTabParam();
  const validId = /^\d+$/.test(id);
  const profile = usePublicProfile(id, validId);

  const notFound = !validId || (profile.error instanceof ApiError && profile.error.status === 404);
  if (notFound)
    return (
      <p className="user-profile__status" role="alert">
        User not found.
      </p>
    );
  if (profile.isError)
    return (
      <p className="user-profile__status" role="alert">
        The profile could not be loaded. Please try again later.
      </p>
    );
  if (!profile.data)
    return (
      <div className="user-profile__status">
        <Spinner label="Loading profile" />
      </div>
    );
  return (
    <div className="user-profile">
      <ProfileHeader profile={profile.data} />
      <div>
        <ProfileTabList selected={tab} onSelect={selectTab} idPrefix={TABS_ID} />
        <TabPanel tab={tab} idPrefix={TABS_ID}>
          <MemberTabContent tab={tab} profile={profile.data} />
        </TabPanel>
      </div>
    </div>
  );
}
