// The tabs of a profile and how the `tab` query parameter selects one.
export const PROFILE_TABS = ["publications", "gallery", "videos", "code", "portfolio"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const TAB_LABELS: Record<ProfileTab, string> = {
  publications: "Publications",
  gallery: "Gallery",
  videos: "Videos",
  code: "Code",
  portfolio: "Portfolio",
};

/** Unknown or missing values fall back to the first tab, so an old or mistyped link still opens the page. */
export function tabFromParam(value: string | null, fallback: ProfileTab = "publications"): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? fallback;
}

/** The tab reached from `current` by an arrow, Home or End key, wrapping around; null for other keys. */
export function tabAfterKey(current: ProfileTab, key: string): ProfileTab | null {
  const index = PROFILE_TABS.indexOf(current);
  const last = PROFILE_TABS.length - 1;
  const moves: Record<string, number> = {
    ArrowRight: (index + 1) % PROFILE_TABS.length,
    ArrowLeft: (index + last) % PROFILE_TABS.length,
    Home: 0,
    End: last,
  };
  const next = moves[key];
  return next === undefined ? null : PROFILE_TABS[next]!;
}

export const tabId = (prefix: string, tab: ProfileTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string, tab: ProfileTab) => `${prefix}-panel-${tab}`;
