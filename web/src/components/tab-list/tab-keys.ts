// Which tab an arrow, Home or End key moves to in a tablist (WAI-ARIA Authoring Practices), wrapping around.
export function tabAfterKey<T>(current: T, key: string, tabs: readonly T[]): T | null {
  const index = tabs.indexOf(current);
  const last = tabs.length - 1;
  const moves: Record<string, number> = {
    ArrowRight: (index + 1) % tabs.length,
    ArrowLeft: (index + last) % tabs.length,
    Home: 0,
    End: last,
  };
  const next = moves[key];
  return next === undefined ? null : (tabs[next] ?? null);
}

export const tabId = (prefix: string, tab: string) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string, tab: string) => `${prefix}-panel-${tab}`;
