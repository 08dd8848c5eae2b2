// The four portfolio sections, each described once and served by the same routes.
import { educationEndpoints, experienceEndpoints, internshipEndpoints, projectEndpoints } from "@scholarly/contract";
import type { AppContext } from "../app-context.js";
import type { RegisterRoute } from "../http/endpoint-routes.js";
import { ownedItems } from "../owned-items/owned-item-commands.js";
import { educationColumns, experienceColumns, internshipColumns, projectColumns } from "./portfolio-columns.js";
import { portfolioSectionRoutes } from "./portfolio-section-routes.js";
import { presentEducation, presentExperience, presentInternship, presentProject } from "./presenters.js";

export function portfolioSections(route: RegisterRoute, context: AppContext): void {
  portfolioSectionRoutes(route, {
    endpoints: educationEndpoints,
    ...ownedItems(context, "education"),
    noun: "Education",
    columns: educationColumns,
    present: presentEducation,
  });
  portfolioSectionRoutes(route, {
    endpoints: internshipEndpoints,
    ...ownedItems(context, "internships"),
    noun: "Internship",
    columns: internshipColumns,
    present: presentInternship,
  });
  portfolioSectionRoutes(route, {
    endpoints: experienceEndpoints,
    ...ownedItems(context, "experiences"),
    noun: "Experience",
    columns: experienceColumns,
    present: presentExperience,
  });
  portfolioSectionRoutes(route, {
    endpoints: projectEndpoints,
    ...ownedItems(context, "projects"),
    noun: "Project",
    columns: projectColumns,
    present: presentProject,
  });
}
