// The row of profile tabs: a WAI-ARIA tablist where arrow keys, Home and End move between tabs.
import { useRef } from "react";
import { PROFILE_TABS, type ProfileTab, panelId, TAB_LABELS, tabAfterKey, tabId } from "./profile-tabs";
import "./profile-tabs.css";

interface ProfileTabListProps {
  selected: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  /** Makes the tab and panel ids unique on the page. */
  idPrefix: string;
  label?: string;
}

export function ProfileTabList({ selected, onSelect, idPrefix, label = "Profile sections" }: ProfileTabListProps) {
  const buttons = useRef(new Map<ProfileTab, HTMLButtonElement>());

  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = tabAfterKey(selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className="profile-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {PROFILE_TABS.map((tab) => (
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
  tab: ProfileTab;
  idPrefix: string;
  children: React.ReactNode;
}) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, tab)} aria-labelledby={tabId(idPrefix, tab)}>
      {children}
    </div>
  );
}
