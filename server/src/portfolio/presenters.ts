// Shapes portfolio rows into the wire format (note the spec's `start_Year`/`end_Year` on education).
import type { Education, Experience, Internship, PersonalPortfolio, Project } from "@scholarly/contract";
import type { Selectable } from "kysely";
import type {
  EducationTable,
  ExperiencesTable,
  InternshipsTable,
  PersonalPortfoliosTable,
  ProjectsTable,
} from "../db/tables.js";
import { mediaUrl } from "../storage/media-url.js";

export function presentEducation(row: Selectable<EducationTable>): Education {
  return {
    id: row.id,
    school: row.school,
    degree: row.degree,
    field_study: row.field_study,
    start_Year: row.start_year,
    end_Year: row.end_year,
    start_month: row.start_month,
    end_month: row.end_month,
    grade: row.grade,
    description: row.description,
    skills: row.skills,
    media: mediaUrl(row.media),
  };
}

export function presentInternship(row: Selectable<InternshipsTable>): Internship {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    currently_working: row.currently_working,
    start_month: row.start_month,
    start_year: row.start_year,
    end_month: row.end_month,
    end_year: row.end_year,
    location: row.location,
    location_type: row.location_type,
    description: row.description,
    skills: row.skills,
    media: mediaUrl(row.media),
  };
}

export function presentExperience(row: Selectable<ExperiencesTable>): Experience {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    employment_type: row.employment_type,
    is_current: row.is_current,
    start_month: row.start_month,
    start_year: row.start_year,
    end_month: row.end_month,
    end_year: row.end_year,
    location: row.location,
    location_type: row.location_type,
    description: row.description,
    skills: row.skills,
    media: mediaUrl(row.media),
  };
}

export function presentProject(row: Selectable<ProjectsTable>): Project {
  return {
    id: row.id,
    project_name: row.project_name,
    description: row.description,
    skills: row.skills,
    media: mediaUrl(row.media),
    is_current: row.is_current,
    start_month: row.start_month,
    start_year: row.start_year,
    end_month: row.end_month,
    end_year: row.end_year,
  };
}

export function presentPersonalPortfolio(
  row: Pick<Selectable<PersonalPortfoliosTable>, "cv_pdf" | "cv_name">,
): PersonalPortfolio {
  return { cv_pdf: mediaUrl(row.cv_pdf), cv_name: row.cv_pdf ? row.cv_name : null };
}
