// The content of one tab of another member's profile: the shared profile-tab components, read-only.
import type { PublicProfile } from "@scholarly/contract";
import { type ReactNode, useId } from "react";
import { MemberPortfolio } from "../../features/portfolio/MemberPortfolio";
import { CodeSnippetList } from "../../features/profile-tabs/code/CodeSnippetList";
import { MediaPostGrid } from "../../features/profile-tabs/media-posts/MediaPostGrid";
import { GALLERY, VIDEOS } from "../../features/profile-tabs/media-posts/media-kinds";
import { type ProfileTab, TAB_LABELS } from "../../features/profile-tabs/profile-tabs";
import { PublicationsTab } from "../../features/profile-tabs/publications/PublicationsTab";

function TabSection({ tab, children }: { tab: ProfileTab; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="tab-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{TAB_LABELS[tab]}</h2>
      {children}
    </section>
  );
}

export function MemberTabContent({ tab, profile }: { tab: ProfileTab; profile: PublicProfile }) {
  switch (tab) {
    case "publications":
      return <PublicationsTab publications={profile.publications} loading={false} linkToPosts />;
    case "gallery":
      return (
        <TabSection tab={tab}>
          <MediaPostGrid kind={GALLERY} posts={profile.gallery_images} />
        </TabSection>
      );
    case "videos":
      return (
        <TabSection tab={tab}>
          <MediaPostGrid kind={VIDEOS} posts={profile.videos} />
        </TabSection>
      );
    case "code":
      return (
        <TabSection tab={tab}>
          <CodeSnippetList snippets={profile.user_codes} />
        </TabSection>
      );
    case "portfolio":
      return (
        <TabSection tab={tab}>
          <MemberPortfolio profile={profile} />
        </TabSection>
      );
  }
}
