// The props every portfolio form shares, and what it hands over when saved.
import type { PortfolioFields, PortfolioItems, PortfolioKind } from "../../../api/portfolio";

/** What a portfolio form hands over: the text fields as the contract names them, and a new media file or none. */
export interface PortfolioChange<Kind extends PortfolioKind> {
  fields: PortfolioFields<Kind>;
  media: File | null;
}

/** Every portfolio form: edits `item` when given, otherwise adds. */
export interface PortfolioFormProps<Kind extends PortfolioKind> {
  item: PortfolioItems[Kind] | null;
  busy: boolean;
  onSubmit: (change: PortfolioChange<Kind>) => void;
  onCancel: () => void;
}
