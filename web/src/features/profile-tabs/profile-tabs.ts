// The tabs of a profile and how the `tab` query parameter selects one. A member's own profile adds their stats.
export const PROFILE_TABS = ["publications", "gallery", "videos", "code", "portfolio"] as const;
export const OWN_PROFILE_TABS = [...PROFILE_TABS, "stats"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export type OwnProfileTab = (typeof OWN_PROFILE_TABS)[number];

export const TAB_LABELS: Record<OwnProfileTab, string> = {
  publications: "Publications",
  gallery: "Gallery",
  videos: "Videos",
  code: "Code",
  portfolio: "Portfolio",
  stats: "Stats",
};

/** Unknown or missing values fall back to the first tab, so an old or mistyped link still opens the page. */
export function tabFromParam(value: string | null): ProfileTab;
export function tabFromParam<T extends OwnProfileTab>(value: string | null, tabs: readonly T[]): T;
export function tabFromParam(value: string | null, tabs: readonly OwnProfileTab[] = PROFILE_TABS): OwnProfileTab {
  return tabs.find((tab) => tab === value) ?? tabs[0]!;
}

/** The tab reached from `current` by an arrow, Home or End key, wrapping around; null for other keys. */
export function tabAfterKey(current: ProfileTab, key: string): ProfileTab | null;
export function tabAfterKey<T extends OwnProfileTab>(current: T, key: string, tabs: readonly T[]): T | null;
export function tabAfterKey(
  current: OwnProfileTab,
  key: string,
  tabs: readonly OwnProfileTab[] = PROFILE_TABS,
): OwnProfileTab | null {
  const index = tabs.indexOf(current);
  const last = tabs.length - 1;
  const moves: Record<string, number> = {
    ArrowRight: (index + 1) % tabs.length,
    ArrowLeft: (index + last) % tabs.length,
    Home: 0,
    End: last,
  };
  const next = moves[key];
  return next === undefined ? null : tabs[next]!;
}

export const tabId = (prefix: string, tab: OwnProfileTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string, tab: OwnProfileTab) => `${prefix}-panel-${tab}`;
