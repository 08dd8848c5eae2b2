// The personal portfolio: the CV and the education, internship, experience and project sections.
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { personalPortfolioRoutes } from "./personal-portfolio-routes.js";
import { portfolioSections } from "./portfolio-sections.js";

export const portfolioRoutes: DomainRoutes = (route, context) => {
  personalPortfolioRoutes(route, context);
  portfolioSections(route, context);
};
