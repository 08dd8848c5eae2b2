// A row of tabs as a WAI-ARIA tablist: only the selected tab is in the Tab order; arrow keys, Home and End
// select another and move focus to it. The profile, the search page and the home feed's switch share it.
import { type ReactNode, useRef } from "react";
import { panelId, tabAfterKey, tabId } from "./tab-keys";
import "./tab-list.css";

interface TabListProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  labelOf: (tab: T) => string;
  /** What the tabs choose between, for screen readers. */
  label: string;
  /** With panels (TabPanel): makes the tab and panel ids unique on the page and links each tab to its panel. */
  idPrefix?: string;
  className?: string;
}

export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  labelOf,
  label,
  idPrefix,
  className,
}: TabListProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = tabAfterKey(selected, event.key, tabs);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div
      className={className ? `tab-list ${className}` : "tab-list"}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) buttons.current.set(tab, element);
          }}
          type="button"
          role="tab"
          id={idPrefix && tabId(idPrefix, tab)}
          aria-selected={tab === selected}
          aria-controls={idPrefix && panelId(idPrefix, tab)}
          tabIndex={tab === selected ? 0 : -1}
          className={tab === selected ? "tab-list__tab tab-list__tab--selected" : "tab-list__tab"}
          onClick={() => onSelect(tab)}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ tab, idPrefix, children }: { tab: string; idPrefix: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, tab)} aria-labelledby={tabId(idPrefix, tab)}>
      {children}
    </div>
  );
}
