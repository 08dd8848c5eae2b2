// What a generated CV says, gathered from a member's profile, portfolio and publications: plain text in sections,
// ready to be laid out (cv-pdf.ts). Publications are formatted by the citation engine, newest first.
import type { CvStyle } from "@scholarly/contract";
import type { Selectable } from "kysely";
import type { EducationTable, ExperiencesTable, InternshipsTable, ProjectsTable } from "../db/tables.js";
import type { ProfileRow } from "../members/member-store.js";
import { formatReferences } from "../scholarly/citations/render-citations.js";
import { publicationCsl } from "../scholarly/csl/publication-csl.js";
import type { PublicationRecord } from "../scholarly/publication-store.js";
import { describePeriod } from "./period.js";

export interface CvEntry {
  heading: string;
  /** Where, and in what role or field. */
  detail: string;
  period: string;
  description: string;
  skills: string[];
}

export interface CvSection {
  title: string;
  entries: CvEntry[];
}

export interface CvContent {
  name: string;
  /** Degree, affiliation, institution, current activity and research areas, each given. */
  facts: string[];
  orcid: string | null;
  bio: string;
  sections: CvSection[];
  /** Formatted references, newest first. */
  publications: string[];
  /** The day it was made, written out ("23 November 2026"). */
  generatedOn: string;
}

export interface CvSources {
  profile: ProfileRow;
  education: Selectable<EducationTable>[];
  experiences: Selectable<ExperiencesTable>[];
  internships: Selectable<InternshipsTable>[];
  projects: Selectable<ProjectsTable>[];
  publications: PublicationRecord[];
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part?.trim()).join(" · ");

/** Another engineer's migration may add profiles.orcid; a profile read with selectAll carries it once it exists. */
const orcidOf = (profile: ProfileRow) => (profile as ProfileRow & { orcid?: string | null }).orcid || null;

function educationEntry(row: Selectable<EducationTable>): CvEntry {
  return {
    heading: joined(row.degree, row.field_study),
    detail: joined(row.school, row.grade && `Grade: ${row.grade}`),
    period: describePeriod(row.start_month, row.start_year, row.end_month, row.end_year),
    description: row.description,
    skills: row.skills,
  };
}

function experienceEntry(row: Selectable<ExperiencesTable>): CvEntry {
  return {
    heading: row.title,
    detail: joined(row.company, row.employment_type, row.location, row.location_type),
    period: describePeriod(row.start_month, row.start_year, row.end_month, row.end_year, row.is_current),
    description: row.description,
    skills: row.skills,
  };
}

function internshipEntry(row: Selectable<InternshipsTable>): CvEntry {
  return {
    heading: row.title,
    detail: joined(row.company, row.location, row.location_type),
    period: describePeriod(row.start_month, row.start_year, row.end_month, row.end_year, row.currently_working),
    description: row.description,
    skills: row.skills,
  };
}

function projectEntry(row: Selectable<ProjectsTable>): CvEntry {
  return {
    heading: row.project_name,
    detail: "",
    period: describePeriod(row.start_month, row.start_year, row.end_month, row.end_year, row.is_current),
    description: row.description,
    skills: row.skills,
  };
}

/** Newest first: by publication date where given, else by when it was added. */
function newestFirst(a: PublicationRecord, b: PublicationRecord): number {
  const dateOf = (record: PublicationRecord) => record.publication_date ?? record.created_at.toISOString();
  return dateOf(b).localeCompare(dateOf(a)) || b.id - a.id;
}

const LONG_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export function cvContent(sources: CvSources, style: CvStyle, origin: string, now: Date): CvContent {
  const { profile } = sources;
  const sections: CvSection[] = [
    { title: "Education", entries: sources.education.map(educationEntry) },
    { title: "Experience", entries: sources.experiences.map(experienceEntry) },
    { title: "Internships", entries: sources.internships.map(internshipEntry) },
    { title: "Projects", entries: sources.projects.map(projectEntry) },
  ];
  return {
    name: profile.name,
    facts: [
      joined(profile.degree, profile.primary_affiliation),
      profile.institution,
      profile.current_activity,
      profile.research_areas && `Research areas: ${profile.research_areas}`,
    ].filter((fact) => fact.trim()),
    orcid: orcidOf(profile),
    bio: profile.bio,
    sections: sections.filter((section) => section.entries.length > 0),
    publications: formatReferences(
      [...sources.publications].sort(newestFirst).map((record) => publicationCsl(record, origin)),
      style,
    ),
    generatedOn: LONG_DATE.format(now),
  };
}
