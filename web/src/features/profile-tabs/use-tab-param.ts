// The profile tab chosen by the `tab` query parameter; selecting one replaces the history entry.
import { useSearchParams } from "react-router";
import { type OwnProfileTab, PROFILE_TABS, type ProfileTab, tabFromParam } from "./profile-tabs";

export function useTabParam(): [ProfileTab, (tab: ProfileTab) => void];
export function useTabParam<T extends OwnProfileTab>(tabs: readonly T[]): [T, (tab: T) => void];
export function useTabParam(tabs: readonly OwnProfileTab[] = PROFILE_TABS): [OwnProfileTab, (tab: never) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const select = (next: OwnProfileTab) =>
    setSearchParams(
      (current) => {
        current.set("tab", next);
        return current;
      },
      // Another tab of the same page: the reader stays where the tab bar is.
      { replace: true, preventScrollReset: true },
    );
  return [tabFromParam(searchParams.get("tab"), tabs), select];
}
