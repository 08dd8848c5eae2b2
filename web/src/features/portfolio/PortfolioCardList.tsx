// A portfolio section's cards; without `actions` it is the read-only view of another member's portfolio.
import type { ReactNode } from "react";
import type { PortfolioItems, PortfolioKind } from "../../api/portfolio";
import { PortfolioCard } from "./PortfolioCard";
import type { PortfolioKindConfig } from "./portfolio-kinds";

interface PortfolioCardListProps<Kind extends PortfolioKind> {
  config: PortfolioKindConfig<Kind>;
  items: PortfolioItems[Kind][];
  loading?: boolean;
  /** The edit and delete buttons of one card, given its item and title. */
  actions?: (item: PortfolioItems[Kind], title: string) => ReactNode;
}

export function PortfolioCardList<Kind extends PortfolioKind>({
  config,
  items,
  loading = false,
  actions,
}: PortfolioCardListProps<Kind>) {
  return (
    <ul className="tab-grid portfolio-list">
      {items.length === 0 && (
        <li className="tab-card portfolio-card portfolio-card--placeholder">
          {loading ? "Loading..." : config.emptyText}
        </li>
      )}
      {items.map((item) => {
        const content = config.card(item);
        return <PortfolioCard key={item.id} content={content} actions={actions?.(item, content.title)} />;
      })}
    </ul>
  );
}
