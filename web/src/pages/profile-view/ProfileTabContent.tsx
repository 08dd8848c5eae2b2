// The content of one own-profile tab; also the body of the standalone /publication, /gallery... pages.
import { useEffect } from "react";
import { useOwnPublications } from "../../api/publications";
import { CodeTab } from "../../features/profile-tabs/CodeTab";
import { GalleryTab } from "../../features/profile-tabs/GalleryTab";
import { PortfolioTab } from "../../features/profile-tabs/PortfolioTab";
import type { ProfileTab } from "../../features/profile-tabs/profile-tabs";
import { PublicationsTab } from "../../features/profile-tabs/publications/PublicationsTab";
import { VideosTab } from "../../features/profile-tabs/VideosTab";

function OwnPublicationsTab() {
  const publications = useOwnPublications();
  useEffect(() => {
    if (publications.isError) console.error(publications.error);
  }, [publications.isError, publications.error]);
  return <PublicationsTab publications={publications.data ?? []} loading={publications.isPending} editable />;
}

export function ProfileTabContent({ tab }: { tab: ProfileTab }) {
  switch (tab) {
    case "publications":
      return <OwnPublicationsTab />;
    case "gallery":
      return <GalleryTab />;
    case "videos":
      return <VideosTab />;
    case "code":
      return <CodeTab />;
    case "portfolio":
      return <PortfolioTab />;
  }
}
