// The product's logo and name, linking to the given page.
import { Link } from "react-router";
import "./logo.css";

export function Logo({ to }: { to: string }) {
  return (
    <Link to={to} className="logo" aria-label="Scholarly home">
      <img src="/logo.svg" alt="" width={32} height={32} />
      <span className="logo__name">Scholarly</span>
    </Link>
  );
}
