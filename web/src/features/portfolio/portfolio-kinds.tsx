// What each portfolio section shows: heading, wording and card content (the forms are described in forms/portfolio-forms).
import type { PortfolioItems, PortfolioKind } from "../../api/portfolio";
import type { PortfolioCardContent } from "./PortfolioCard";
import { describePeriod } from "./period";

export interface PortfolioKindConfig<Kind extends PortfolioKind> {
  kind: Kind;
  heading: string;
  /** Used in 'Add X' / 'Edit X' dialog titles. */
  noun: string;
  emptyText: string;
  saveFailed: string;
  card: (item: PortfolioItems[Kind]) => PortfolioCardContent;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");

export const EDUCATION: PortfolioKindConfig<"education"> = {
  kind: "education",
  heading: "Education",
  noun: "Education",
  emptyText: "No education added yet.",
  saveFailed: "Failed to submit education",
  card: (item) => ({
    title: item.school,
    subtitle: joined(item.degree, item.field_study, item.grade && `Grade: ${item.grade}`),
    period: describePeriod({
      startMonth: item.start_month,
      startYear: item.start_Year,
      endMonth: item.end_month,
      endYear: item.end_Year,
    }),
    description: item.description,
    skills: item.skills,
    media: item.media,
  }),
};

export const INTERNSHIP: PortfolioKindConfig<"internship"> = {
  kind: "internship",
  heading: "Internship",
  noun: "Internship",
  emptyText: "No internships added yet.",
  saveFailed: "Failed to submit internship",
  card: (item) => ({
    title: item.title,
    subtitle: joined(item.company, item.location, item.location_type),
    period: describePeriod({ ...periodFields(item), current: item.currently_working }),
    description: item.description,
    skills: item.skills,
    media: item.media,
  }),
};

export const EXPERIENCE: PortfolioKindConfig<"experience"> = {
  kind: "experience",
  heading: "Experience",
  noun: "Experience",
  emptyText: "No experience added yet.",
  saveFailed: "Failed to submit experience",
  card: (item) => ({
    title: item.title,
    subtitle: joined(item.company, item.employment_type, item.location, item.location_type),
    period: describePeriod({ ...periodFields(item), current: item.is_current }),
    description: item.description,
    skills: item.skills,
    media: item.media,
  }),
};

export const PROJECTS: PortfolioKindConfig<"projects"> = {
  kind: "projects",
  heading: "Personal Projects",
  noun: "Project",
  emptyText: "No projects added yet.",
  saveFailed: "Failed to submit project",
  card: (item) => ({
    title: item.project_name,
    subtitle: "",
    period: describePeriod({ ...periodFields(item), current: item.is_current }),
    description: item.description,
    skills: item.skills,
    media: item.media,
  }),
};

function periodFields(item: {
  start_month: string | null;
  start_year: number | null;
  end_month: string | null;
  end_year: number | null;
}) {
  return { startMonth: item.start_month, startYear: item.start_year, endMonth: item.end_month, endYear: item.end_year };
}
