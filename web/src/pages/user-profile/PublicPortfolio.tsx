// The public portfolio: internships, projects and education, read-only.
import type { PublicProfile } from "@scholarly/contract";
import type { ReactNode } from "react";

function period(start: string, end: string): string {
  if (!start && !end) return "Duration not specified";
  return `${start || "?"} – ${end || "Present"}`;
}

const join = (...parts: (string | number | null | undefined)[]) =>
  parts.filter((part) => part !== null && part !== undefined && part !== "").join(" ");

function MediaLink({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      View media
    </a>
  );
}

function PortfolioSection({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section className="user-profile__portfolio-section">
      <h3>{title}</h3>
      {children.length ? (
        <ul className="user-profile__list">{children}</ul>
      ) : (
        <p className="user-profile__empty">{empty}</p>
      )}
    </section>
  );
}

export function PublicPortfolio({ profile }: { profile: PublicProfile }) {
  return (
    <div className="user-profile__portfolio">
      <PortfolioSection title="Internships" empty="No internships added yet.">
        {profile.internships.map((internship) => (
          <li key={internship.id} className="user-profile__item">
            <h4>{internship.title}</h4>
            <p className="user-profile__meta">{internship.company}</p>
            <p className="user-profile__meta">
              {period(
                join(internship.start_month, internship.start_year),
                join(internship.end_month, internship.end_year),
              )}
            </p>
            {internship.description && <p>{internship.description}</p>}
            <MediaLink url={internship.media} />
          </li>
        ))}
      </PortfolioSection>
      <PortfolioSection title="Projects" empty="No projects added yet.">
        {profile.projects.map((project) => (
          <li key={project.id} className="user-profile__item">
            <h4>{project.project_name}</h4>
            {project.description && <p>{project.description}</p>}
            {project.skills.length > 0 && <p className="user-profile__meta">Skills: {project.skills.join(", ")}</p>}
            <MediaLink url={project.media} />
          </li>
        ))}
      </PortfolioSection>
      <PortfolioSection title="Education" empty="No education added yet.">
        {profile.education.map((education) => (
          <li key={education.id} className="user-profile__item">
            <h4>{education.school}</h4>
            <p className="user-profile__meta">
              {join(education.degree, education.field_study && `, ${education.field_study}`)}
            </p>
            <p className="user-profile__meta">{period(education.start_Year, education.end_Year)}</p>
            {education.grade && <p className="user-profile__meta">Grade: {education.grade}</p>}
            {education.description && <p>{education.description}</p>}
            <MediaLink url={education.media} />
          </li>
        ))}
      </PortfolioSection>
    </div>
  );
}
