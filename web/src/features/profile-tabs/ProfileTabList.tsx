// The row of profile tabs, on the shared tablist; their panels are TabPanels with the same idPrefix.
import { TabList } from "../../components/tab-list/TabList";
import { type OwnProfileTab, PROFILE_TABS, TAB_LABELS } from "./profile-tabs";
import "./profile-tabs.css";

interface ProfileTabListProps<T extends OwnProfileTab> {
  selected: T;
  onSelect: (tab: T) => void;
  /** The tabs shown, in order: every profile's, unless the own profile adds its own. */
  tabs?: readonly T[];
  /** Makes the tab and panel ids unique on the page. */
  idPrefix: string;
  label?: string;
}

export function ProfileTabList<T extends OwnProfileTab>({
  selected,
  onSelect,
  // Without `tabs`, T is ProfileTab: these are its tabs.
  tabs = PROFILE_TABS as readonly OwnProfileTab[] as readonly T[],
  idPrefix,
  label = "Profile sections",
}: ProfileTabListProps<T>) {
  return (
    <TabList
      className="profile-tabs"
      tabs={tabs}
      selected={selected}
      onSelect={onSelect}
      labelOf={(tab) => TAB_LABELS[tab]}
      label={label}
      idPrefix={idPrefix}
    />
  );
}
