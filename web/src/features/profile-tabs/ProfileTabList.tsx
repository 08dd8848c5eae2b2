// The row of profile tabs: a WAI-ARIA tablist where arrow keys, Home and End move between tabs.
import { useRef } from "react";
import { type OwnProfileTab, PROFILE_TABS, panelId, TAB_LABELS, tabAfterKey, tabId } from "./profile-tabs";
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
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = tabAfterKey(selected, event.key, tabs);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className="profile-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) buttons.current.set(tab, element);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab)}
          aria-selected={tab === selected}
          aria-controls={panelId(idPrefix, tab)}
          tabIndex={tab === selected ? 0 : -1}
          className={tab === selected ? "profile-tabs__tab profile-tabs__tab--selected" : "profile-tabs__tab"}
          onClick={() => onSelect(tab)}
        >
          {TAB_LABELS[tab]}
        </button>
      ))}
    </div>
  );
}

export function ProfileTabPanel({
  tab,
  idPrefix,
  children,
}: {
  tab: OwnProfileTab;
  idPrefix: string;
  children: React.ReactNode;
}) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, tab)} aria-labelledby={tabId(idPrefix, tab)}>
      {children}
    </div>
  );
}
