// The personal portfolio: the CV and the education, internship, experience and project sections.
import type { DomainRoutes } from "../app-context.js";
import { personalPortfolioRoutes } from "./personal-portfolio-routes.js";
import { portfolioSections } from "./portfolio-sections.js";

export const portfolioRoutes: DomainRoutes = (app, context) => {
  personalPortfolioRoutes(app, context);
  portfolioSections(app, context);
};
