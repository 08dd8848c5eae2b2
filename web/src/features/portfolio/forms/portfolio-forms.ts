// The add/edit form of each portfolio section, apart from the cards: another member's read-only portfolio needs none.
import type { ComponentType } from "react";
import type { PortfolioKind } from "../../../api/portfolio";
import { EducationForm } from "./EducationForm";
import { ExperienceForm } from "./ExperienceForm";
import type { PortfolioFormProps } from "./form-props";
import { InternshipForm } from "./InternshipForm";
import { ProjectForm } from "./ProjectForm";

const PORTFOLIO_FORMS: { [Kind in PortfolioKind]: ComponentType<PortfolioFormProps<Kind>> } = {
  education: EducationForm,
  internship: InternshipForm,
  experience: ExperienceForm,
  projects: ProjectForm,
};

export function portfolioFormOf<Kind extends PortfolioKind>(kind: Kind): ComponentType<PortfolioFormProps<Kind>> {
  return PORTFOLIO_FORMS[kind];
}
