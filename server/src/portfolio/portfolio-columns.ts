// How each portfolio section's form is stored: the column every field fills, months and years sent blank kept as
// "not set", and no end date for an item still going on. Each function serves both adding (every field) and
// editing (the fields sent, where `undefined` leaves a column as it is).
import type { educationFields, experienceFields, internshipFields, projectFields } from "@scholarly/contract";
import type { z } from "zod";
import type { NewOwnedItem, OwnedItemChanges } from "../owned-items/owned-item-store.js";

type EducationForm = z.output<typeof educationFields>;
type InternshipForm = z.output<typeof internshipFields>;
type ExperienceForm = z.output<typeof experienceFields>;
type ProjectForm = z.output<typeof projectFields>;

/** A month sent blank is stored as "not set"; one left out of an edit stays as it is. */
function blankAsNull<Month extends string>(month: Month | "" | undefined): Month | null | undefined {
  return month === "" ? null : month;
}

/** A year sent blank parses to `undefined` yet was sent: it is stored as "not set", unlike one left out. */
function sentYear<Form extends { start_year?: number; end_year?: number }>(
  form: Form,
  name: "start_year" | "end_year",
): number | null | undefined {
  return name in form ? (form[name] ?? null) : undefined;
}

/** Where a period ended; an item still going on keeps no end date. */
function periodEnd<Month extends string>(
  form: { end_month?: Month | ""; end_year?: number },
  stillGoingOn: boolean | undefined,
) {
  if (stillGoingOn) return { end_month: null, end_year: null };
  return { end_month: blankAsNull(form.end_month), end_year: sentYear(form, "end_year") };
}

export function educationColumns(form: EducationForm): NewOwnedItem<"education">;
export function educationColumns(form: Partial<EducationForm>): OwnedItemChanges<"education">;
export function educationColumns(form: Partial<EducationForm>): OwnedItemChanges<"education"> {
  return {
    school: form.school,
    degree: form.degree,
    field_study: form.field_study,
    // The spec spells these two `start_Year` and `end_Year`, and keeps them as text.
    start_year: form.start_Year,
    end_year: form.end_Year,
    start_month: blankAsNull(form.start_month),
    end_month: blankAsNull(form.end_month),
    grade: form.grade,
    description: form.description,
    skills: form.skills,
  };
}

export function internshipColumns(form: InternshipForm): NewOwnedItem<"internships">;
export function internshipColumns(form: Partial<InternshipForm>): OwnedItemChanges<"internships">;
export function internshipColumns(form: Partial<InternshipForm>): OwnedItemChanges<"internships"> {
  return {
    title: form.title,
    company: form.company,
    currently_working: form.currently_working,
    start_month: form.start_month,
    start_year: form.start_year,
    ...periodEnd(form, form.currently_working),
    location: form.location,
    location_type: form.location_type,
    description: form.description,
    skills: form.skills,
  };
}

export function experienceColumns(form: ExperienceForm): NewOwnedItem<"experiences">;
export function experienceColumns(form: Partial<ExperienceForm>): OwnedItemChanges<"experiences">;
export function experienceColumns(form: Partial<ExperienceForm>): OwnedItemChanges<"experiences"> {
  return {
    title: form.title,
    company: form.company,
    employment_type: form.employment_type,
    is_current: form.is_current,
    start_month: form.start_month,
    start_year: sentYear(form, "start_year"),
    ...periodEnd(form, form.is_current),
    location: form.location,
    location_type: form.location_type,
    description: form.description,
    skills: form.skills,
  };
}

export function projectColumns(form: ProjectForm): NewOwnedItem<"projects">;
export function projectColumns(form: Partial<ProjectForm>): OwnedItemChanges<"projects">;
export function projectColumns(form: Partial<ProjectForm>): OwnedItemChanges<"projects"> {
  return {
    project_name: form.project_name,
    description: form.description,
    is_current: form.is_current,
    start_month: blankAsNull(form.start_month),
    start_year: sentYear(form, "start_year"),
    ...periodEnd(form, form.is_current),
    skills: form.skills,
  };
}
