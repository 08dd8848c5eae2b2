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
