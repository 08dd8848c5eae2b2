// The page footer: logo, copyright and the legal items (which lead nowhere in this version).
import { Logo } from "../layout/Logo";
import "./footer.css";

const LEGAL_ITEMS = ["Terms", "Privacy", "Copyright", "Imprint", "Consent preferences"];

export function Footer({ home = "/home" }: { home?: string }) {
  return (
    <footer className="footer">
      <Logo to={home} />
      <p className="footer__copyright">© 2025 Scholarly. All rights reserved.</p>
      <ul className="footer__legal" aria-label="Legal">
        {LEGAL_ITEMS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </footer>
  );
}
