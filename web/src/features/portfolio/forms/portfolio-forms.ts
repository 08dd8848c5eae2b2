// The add/edit form of each portfolio section as a description PortfolioForm draws, apart from the cards: another
// member's read-only portfolio needs none.
import {
  COUNTRIES,
  EMPLOYMENT_TYPES,
  educationFields,
  experienceFields,
  internshipFields,
  LOCATION_TYPES,
  projectFields,
} from "@scholarly/contract";
import { z } from "zod";
import type { PortfolioKind } from "../../../api/portfolio";
import { describePortfolioForm, type PortfolioFormDescription } from "./portfolio-form-description";

/** The period as the contract names it in internships, experience and projects. */
const period = <Current extends "is_current" | "currently_working">(current: Current, currentLabel: string) =>
  ({
    input: "period",
    current,
    startMonth: "start_month",
    startYear: "start_year",
    endMonth: "end_month",
    endYear: "end_year",
    currentLabel,
    currentStored: true,
  }) as const;

/** Where an internship or a work experience was held, then its description and skills typed comma-separated. */
const ROLE_DETAILS = [
  { input: "choice", name: "location", label: "Location", choices: COUNTRIES },
  { input: "choice", name: "location_type", label: "Location type", choices: LOCATION_TYPES },
  { input: "description" },
  { input: "skills", typed: "comma-separated" },
] as const;

/** School and degree are required; the "currently studying" flag is the form's own. */
export const EDUCATION_FORM = describePortfolioForm({
  schema: educationFields.extend({ currently_studying: z.boolean() }),
  fields: [
    { input: "text", name: "school", label: "School" },
    { input: "text", name: "degree", label: "Degree" },
    { input: "text", name: "field_study", label: "Field of study" },
    {
      input: "period",
      current: "currently_studying",
      startMonth: "start_month",
      startYear: "start_Year",
      endMonth: "end_month",
      endYear: "end_Year",
      currentLabel: "I am currently studying here",
      currentStored: false,
      monthsOnlyWhenChosen: true,
    },
    { input: "text", name: "grade", label: "Grade" },
    { input: "description" },
    { input: "skills", typed: "one at a time" },
  ],
});

/** Title, company, start month and start year are required; the cards word an empty required choice 'Required'
 * (part 2 section 5), not as the contract's check does. */
export const INTERNSHIP_FORM = describePortfolioForm({
  schema: internshipFields,
  wording: { whenEmpty: { start_month: "Required", start_year: "Required" } },
  fields: [
    { input: "text", name: "title", label: "Title" },
    { input: "text", name: "company", label: "Company" },
    period("currently_working", "I am currently working in this role"),
    ...ROLE_DETAILS,
  ],
});

/** Title, company and start month are required (the empty start month worded as for internships). */
export const EXPERIENCE_FORM = describePortfolioForm({
  schema: experienceFields,
  wording: { whenEmpty: { start_month: "Required" } },
  fields: [
    { input: "text", name: "title", label: "Title" },
    { input: "choice", name: "employment_type", label: "Employment type", choices: EMPLOYMENT_TYPES },
    { input: "text", name: "company", label: "Company" },
    period("is_current", "I am currently working in this role"),
    ...ROLE_DETAILS,
  ],
});

/** The project name is required. */
export const PROJECT_FORM = describePortfolioForm({
  schema: projectFields,
  fields: [
    { input: "text", name: "project_name", label: "Project name" },
    period("is_current", "I am currently working on this project"),
    { input: "description" },
    { input: "skills", typed: "one at a time" },
  ],
});

const PORTFOLIO_FORMS: Record<PortfolioKind, PortfolioFormDescription> = {
  education: EDUCATION_FORM,
  internship: INTERNSHIP_FORM,
  experience: EXPERIENCE_FORM,
  projects: PROJECT_FORM,
};

export function portfolioFormOf(kind: PortfolioKind): PortfolioFormDescription {
  return PORTFOLIO_FORMS[kind];
}
