// The signed-in member's own profile: header, edit forms, Featured Research and the tabs chosen by ?tab=.
import { useState } from "react";
import { Link } from "react-router";
import { useOwnProfile } from "../../api/profiles";
import { useOwnPublications } from "../../api/publications";
import { Loading } from "../../components/loading/Loading";
import { TabPanel } from "../../components/tab-list/TabList";
import { ProfileTabList } from "../../features/profile-tabs/ProfileTabList";
import { OWN_PROFILE_TABS } from "../../features/profile-tabs/profile-tabs";
import { useTabParam } from "../../features/profile-tabs/use-tab-param";
import { ProfileStatsTab } from "../../features/stats/ProfileStatsTab";
import { AddResearchPopup } from "./AddResearchPopup";
import { EditProfileModal } from "./edit/EditProfileModal";
import type { EditMode } from "./edit/edit-modes";
import { FeaturedResearch } from "./FeaturedResearch";
import { ProfileHeader } from "./ProfileHeader";
import { ProfileSections } from "./ProfileSections";
import { ProfileTabContent } from "./ProfileTabContent";
import "../../features/profile-tabs/profile-tabs.css";
import "../../features/portfolio/portfolio.css";
import "./profile-view.css";

const TABS_ID = "own-profile";

export default function ProfileViewPage() {
  const profile = useOwnProfile();
  const publications = useOwnPublications();
  const [tab, selectTab] = useTabParam(OWN_PROFILE_TABS);
  const [editMode, setEditMode] = useState<EditMode | null>(null);

  if (profile.isPending) return <Loading />;
  if (profile.data === null) return <NoProfileYet />;
  if (profile.isError || !profile.data)
    return (
      <p className="profile-view__error" role="alert">
        {profile.error?.message || "Failed to fetch profile"}
      </p>
    );

  const profileId = profile.data.id;
  return (
    <div className="profile-view">
      <ProfileHeader profile={profile.data} onEdit={setEditMode} />
      <div className="profile-view__columns">
        {/* First in reading order, so on a phone About me, Affiliation and Skills follow the header. */}
        <aside className="profile-view__aside" aria-label="Profile sections">
          <ProfileSections profile={profile.data} onEdit={setEditMode} />
        </aside>
        <div className="profile-view__main">
          <AddResearchPopup />
          <FeaturedResearch
            publications={(publications.data ?? []).filter((publication) => publication.user_profile.id === profileId)}
            chosenIds={profile.data.featured_research}
          />
          <ProfileTabList tabs={OWN_PROFILE_TABS} selected={tab} onSelect={selectTab} idPrefix={TABS_ID} />
          <TabPanel tab={tab} idPrefix={TABS_ID}>
            {tab === "stats" ? <ProfileStatsTab profileId={profile.data.id} /> : <ProfileTabContent tab={tab} />}
          </TabPanel>
        </div>
      </div>
      <EditProfileModal profile={profile.data} mode={editMode} onClose={() => setEditMode(null)} />
    </div>
  );
}

/** A member who signed up but has no profile yet: the way to make one, not an error. */
function NoProfileYet() {
  return (
    <section className="profile-view__empty" aria-labelledby="no-profile-title">
      <h1 id="no-profile-title">Create your profile</h1>
      <p>Your profile shows your research, your affiliation and your work to other researchers.</p>
      <Link className="button" to="/create-profile">
        Create your profile
      </Link>
    </section>
  );
}
