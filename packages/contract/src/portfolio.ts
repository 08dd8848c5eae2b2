// The portfolio: CV, education, internships, experience and projects (part 2 sections 2–7).
import { z } from "zod";
import { formBoolean, recordId, skillList } from "./common.js";

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Internship", "Freelance"] as const;
export const LOCATION_TYPES = ["Onsite", "Hybrid", "Remote"] as const;
export const COUNTRIES = ["Canada", "United States", "India", "United Kingdom", "Other"] as const;
export const DESCRIPTION_LIMIT = 500;
export const START_YEAR_SPAN = 50;
export const NO_PORTFOLIO_MESSAGE = "You don't have a portfolio created Yet";
export const CV_MISSING_MESSAGE = "Please select a PDF file for your CV.";
/** The most entries one portfolio section (education, internships, experience, projects) holds. */
export const PORTFOLIO_SECTION_LIMIT = 200;
export const PORTFOLIO_SECTION_FULL_MESSAGE = `A portfolio section holds at most ${PORTFOLIO_SECTION_LIMIT} entries; delete one to add another.`;

const required = (message = "This field is required") => z.string({ error: message }).trim().min(1, message).max(200);
const optionalText = z.string().trim().max(200).optional();
const month = z.enum(MONTHS, { error: "Month must be a full English month name." });
const optionalMonth = z.union([month, z.literal("")]).optional();
const year = z.coerce
  .number({ error: "Year must be a number." })
  .int("Year must be a whole number.")
  .min(1900, "Year is out of range.")
  .max(2200, "Year is out of range.");
const optionalYear = z.union([year, z.literal("").transform(() => undefined)]).optional();
const description = z
  .string()
  .trim()
  .max(DESCRIPTION_LIMIT, `Description must be at most ${DESCRIPTION_LIMIT} characters.`)
  .optional();

/** Multipart text fields for creating; an update sends `id` and any of them. */
export const educationFields = z.object({
  school: required(),
  degree: required(),
  field_study: optionalText,
  start_Year: optionalText,
  end_Year: optionalText,
  start_month: optionalMonth,
  end_month: optionalMonth,
  grade: optionalText,
  description,
  skills: skillList,
});

export const internshipFields = z.object({
  title: required(),
  company: required(),
  currently_working: formBoolean.default(false),
  start_month: month,
  start_year: year,
  end_month: optionalMonth,
  end_year: optionalYear,
  location: optionalText,
  location_type: optionalText,
  description,
  skills: skillList,
});

export const experienceFields = z.object({
  title: required(),
  company: required(),
  employment_type: optionalText,
  is_current: formBoolean.default(false),
  start_month: month,
  start_year: optionalYear,
  end_month: optionalMonth,
  end_year: optionalYear,
  location: optionalText,
  location_type: optionalText,
  description,
  skills: skillList,
});

export const projectFields = z.object({
  project_name: required("Project name is required"),
  description,
  is_current: formBoolean.default(false),
  start_month: optionalMonth,
  start_year: optionalYear,
  end_month: optionalMonth,
  end_year: optionalYear,
  skills: skillList,
});

export const withId = <T extends z.ZodRawShape>(fields: z.ZodObject<T>) => fields.partial().extend({ id: recordId });

export const education = z.object({
  id: z.number().int(),
  school: z.string(),
  degree: z.string(),
  field_study: z.string(),
  start_Year: z.string(),
  end_Year: z.string(),
  start_month: z.string().nullable(),
  end_month: z.string().nullable(),
  grade: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
  media: z.string().nullable(),
});
export type Education = z.infer<typeof education>;

export const internship = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  currently_working: z.boolean(),
  start_month: z.string(),
  start_year: z.number().int(),
  end_month: z.string().nullable(),
  end_year: z.number().int().nullable(),
  location: z.string(),
  location_type: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
  media: z.string().nullable(),
});
export type Internship = z.infer<typeof internship>;

export const experience = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  employment_type: z.string(),
  is_current: z.boolean(),
  start_month: z.string().nullable(),
  start_year: z.number().int().nullable(),
  end_month: z.string().nullable(),
  end_year: z.number().int().nullable(),
  location: z.string(),
  location_type: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
  media: z.string().nullable(),
});
export type Experience = z.infer<typeof experience>;

export const project = z.object({
  id: z.number().int(),
  project_name: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
  media: z.string().nullable(),
  is_current: z.boolean(),
  start_month: z.string().nullable(),
  start_year: z.number().int().nullable(),
  end_month: z.string().nullable(),
  end_year: z.number().int().nullable(),
});
export type Project = z.infer<typeof project>;

export const personalPortfolio = z.object({
  cv_pdf: z.string().nullable(),
  /** The CV's file name as uploaded; null when there is no CV or it was uploaded before names were kept. */
  cv_name: z.string().nullable(),
});
export type PersonalPortfolio = z.infer<typeof personalPortfolio>;
