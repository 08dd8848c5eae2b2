// Another member's portfolio, read-only: internships, projects and education.
import type { PublicProfile } from "@scholarly/contract";
import { useId } from "react";
import type { PortfolioItems, PortfolioKind } from "../../api/portfolio";
import { PortfolioCardList } from "./PortfolioCardList";
import { EDUCATION, INTERNSHIP, type PortfolioKindConfig, PROJECTS } from "./portfolio-kinds";
import "./portfolio.css";

function ReadOnlySection<Kind extends PortfolioKind>({
  config,
  items,
}: {
  config: PortfolioKindConfig<Kind>;
  items: PortfolioItems[Kind][];
}) {
  const headingId = useId();
  return (
    <section className="portfolio-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{config.heading}</h3>
      <PortfolioCardList config={config} items={items} />
    </section>
  );
}

export function MemberPortfolio({
  profile,
}: {
  profile: Pick<PublicProfile, "internships" | "projects" | "education">;
}) {
  return (
    <>
      <ReadOnlySection config={INTERNSHIP} items={profile.internships} />
      <ReadOnlySection config={PROJECTS} items={profile.projects} />
      <ReadOnlySection config={EDUCATION} items={profile.education} />
    </>
  );
}
