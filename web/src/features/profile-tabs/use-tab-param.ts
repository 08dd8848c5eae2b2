// The profile tab chosen by the `tab` query parameter; selecting one replaces the history entry.
import { useSearchParams } from "react-router";
import { type ProfileTab, tabFromParam } from "./profile-tabs";

export function useTabParam(): [ProfileTab, (tab: ProfileTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const select = (next: ProfileTab) =>
    setSearchParams(
      (current) => {
        current.set("tab", next);
        return current;
      },
      { replace: true },
    );
  return [tabFromParam(searchParams.get("tab")), select];
}
