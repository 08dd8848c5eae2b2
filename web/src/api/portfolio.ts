// The signed-in member's portfolio: the CV and the education, internship, experience and project lists.
import {
  type Education,
  type Experience,
  education,
  experience,
  type Internship,
  internship,
  NO_PORTFOLIO_MESSAGE,
  type Project,
  personalPortfolio,
  project,
} from "@scholarly/contract";
import { z } from "zod";
import { apiRequest } from "./client";

const PORTFOLIO_PATH = "/user/portfolio/personal-portfolio/";

const portfolioAnswer = z.object({
  message: z.string().optional(),
  data: z.array(personalPortfolio).default([]),
});

/** The CV's address, or null when the member has none (the server says so with NO_PORTFOLIO_MESSAGE). */
export async function fetchCv(): Promise<string | null> {
  const answer = await apiRequest(PORTFOLIO_PATH, { schema: portfolioAnswer });
  if (answer.message === NO_PORTFOLIO_MESSAGE) return null;
  return answer.data[0]?.cv_pdf ?? null;
}

/** Uploads a new CV, or removes it when `file` is null (an empty cv_pdf field). */
export async function saveCv(file: File | null): Promise<string | null> {
  const form = new FormData();
  form.append("cv_pdf", file ?? "");
  const answer = await apiRequest<unknown>(PORTFOLIO_PATH, { method: "PATCH", body: form });
  const saved = z
    .union([personalPortfolio, z.object({ data: personalPortfolio })])
    .transform((value) => ("data" in value ? value.data : value))
    .safeParse(answer);
  return saved.success ? saved.data.cv_pdf : null;
}

export type PortfolioKind = "education" | "internship" | "experience" | "projects";

export interface PortfolioItems {
  education: Education;
  internship: Internship;
  experience: Experience;
  projects: Project;
}

const itemSchemas: { [Kind in PortfolioKind]: z.ZodType<PortfolioItems[Kind]> } = {
  education,
  internship,
  experience,
  projects: project,
};

const sectionPath = (kind: PortfolioKind) => `/user/portfolio/${kind}/`;

export async function fetchPortfolioItems<Kind extends PortfolioKind>(kind: Kind): Promise<PortfolioItems[Kind][]> {
  const answer = await apiRequest(sectionPath(kind), { schema: z.object({ data: z.array(itemSchemas[kind]) }) });
  return answer.data;
}

/** Creates the item, or updates it when the form carries an `id`. */
export async function savePortfolioItem(kind: PortfolioKind, form: FormData): Promise<void> {
  await apiRequest(sectionPath(kind), { method: form.has("id") ? "PATCH" : "POST", body: form });
}

export async function deletePortfolioItem(kind: PortfolioKind, id: number): Promise<void> {
  await apiRequest(sectionPath(kind), { method: "DELETE", body: { id } });
}
