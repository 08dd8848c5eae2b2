import { Portfolio } from "../portfolio/Portfolio";

export function PortfolioTab() {
  return (
    <section className="tab-section" aria-labelledby="portfolio-heading">
      <h2 id="portfolio-heading">Portfolio</h2>
      <Portfolio />
    </section>
  );
}
