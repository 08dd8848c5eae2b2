// The member's own portfolio: the CV box and the four sections.
import { CvBox } from "./CvBox";
import { PortfolioSection } from "./PortfolioSection";
import { EDUCATION, EXPERIENCE, INTERNSHIP, PROJECTS } from "./portfolio-kinds";
import "./portfolio.css";

export function Portfolio() {
  return (
    <>
      <CvBox />
      <PortfolioSection config={EDUCATION} />
      <PortfolioSection config={INTERNSHIP} />
      <PortfolioSection config={EXPERIENCE} />
      <PortfolioSection config={PROJECTS} />
    </>
  );
}
