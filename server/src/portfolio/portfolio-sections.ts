// The four portfolio sections, each described once and served by the same routes.
import {
  education,
  educationFields,
  experience,
  experienceFields,
  internship,
  internshipFields,
  project,
  projectFields,
  withId,
} from "@scholarly/contract";
import type { App, AppContext } from "../app-context.js";
import { portfolioSectionRoutes } from "./portfolio-section-routes.js";
import { presentEducation, presentExperience, presentInternship, presentProject } from "./presenters.js";

export function portfolioSections(app: App, context: AppContext): void {
  portfolioSectionRoutes(app, context, {
    path: "/user/portfolio/education/",
    table: "education",
    noun: "Education",
    fields: educationFields,
    updateFields: withId(educationFields),
    columnNames: { start_Year: "start_year", end_Year: "end_year" },
    item: education,
    present: presentEducation,
  });
  portfolioSectionRoutes(app, context, {
    path: "/user/portfolio/internship/",
    table: "internships",
    noun: "Internship",
    fields: internshipFields,
    updateFields: withId(internshipFields),
    currentFlag: "currently_working",
    item: internship,
    present: presentInternship,
  });
  portfolioSectionRoutes(app, context, {
    path: "/user/portfolio/experience/",
    table: "experiences",
    noun: "Experience",
    fields: experienceFields,
    updateFields: withId(experienceFields),
    currentFlag: "is_current",
    item: experience,
    present: presentExperience,
  });
  portfolioSectionRoutes(app, context, {
    path: "/user/portfolio/projects/",
    table: "projects",
    noun: "Project",
    fields: projectFields,
    updateFields: withId(projectFields),
    currentFlag: "is_current",
    item: project,
    present: presentProject,
  });
}
