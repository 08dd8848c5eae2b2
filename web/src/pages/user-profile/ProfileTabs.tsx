// The public profile's tabs (publications by default), chosen by ?tab= and keyboard-operable.
import type { PublicProfile } from "@scholarly/contract";
import { type KeyboardEvent, useId } from "react";
import { useSearchParams } from "react-router";
import { CodeList, GalleryGrid, PublicationList, VideoGrid } from "./PublicCollections";
import { PublicPortfolio } from "./PublicPortfolio";

const TABS = [
  { key: "publications", label: "Publications" },
  { key: "gallery", label: "Gallery" },
  { key: "videos", label: "Videos" },
  { key: "code", label: "Code" },
  { key: "portfolio", label: "Portfolio" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

function TabPanel({ tab, profile }: { tab: TabKey; profile: PublicProfile }) {
  switch (tab) {
    case "publications":
      return <PublicationList publications={profile.publications} />;
    case "gallery":
      return <GalleryGrid images={profile.gallery_images} />;
    case "videos":
      return <VideoGrid videos={profile.videos} />;
    case "code":
      return <CodeList snippets={profile.user_codes} />;
    case "portfolio":
      return <PublicPortfolio profile={profile} />;
  }
}

export function ProfileTabs({ profile }: { profile: PublicProfile }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const baseId = useId();
  const current = TABS.find((tab) => tab.key === searchParams.get("tab"))?.key ?? "publications";

  const select = (tab: TabKey) => {
    setSearchParams({ tab }, { replace: true });
    document.getElementById(`${baseId}-${tab}-tab`)?.focus();
  };

  // Arrow keys move between tabs, as in the WAI-ARIA tabs pattern.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.key === current);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length];
    if (next) select(next.key);
  };

  return (
    <section className="user-profile__tabs">
      <div className="user-profile__tablist" role="tablist" aria-label="Profile sections" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.key}
            id={`${baseId}-${tab.key}-tab`}
            type="button"
            role="tab"
            aria-selected={tab.key === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.key === current ? 0 : -1}
            onClick={() => select(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        className="user-profile__panel"
        role="tabpanel"
        aria-labelledby={`${baseId}-${current}-tab`}
      >
        <TabPanel tab={current} profile={profile} />
      </div>
    </section>
  );
}
