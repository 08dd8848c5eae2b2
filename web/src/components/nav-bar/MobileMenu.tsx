import { Link } from "react-router";
import { useLogOut } from "../../auth/use-log-out";
import { AddArticleButton } from "../add-article/AddArticleButton";
import { ContentFilter } from "../content-filter/ContentFilter";
import { usePopup } from "../popup/use-popup";

const ACCOUNT_LINKS = [
  { to: "/profile-view", label: "Profile" },
  { to: "/notifications", label: "Notifications" },
  { to: "/help", label: "Help" },
];

export function MobileMenuItems({ onDone }: { onDone?: () => void }) {
  const logOut = useLogOut();
  return (
    <ul className="mobile-menu__items">
      <li>
        <Link to="/home" onClick={onDone}>
          Home
        </Link>
      </li>
      <li>
        <ContentFilter onApplied={onDone} />
      </li>
      <li>
        <AddArticleButton />
      </li>
      {ACCOUNT_LINKS.map(({ to, label }) => (
        <li key={to}>
          <Link to={to} onClick={onDone}>
            {label}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className="mobile-menu__log-out" onClick={logOut}>
          Log out
        </button>
      </li>
    </ul>
  );
}

export function MobileMenu() {
  const { open, close, container, panelId, triggerProps } = usePopup();

  return (
    <div className="mobile-menu" ref={container}>
      <button {...triggerProps} className="mobile-menu__trigger" aria-label="Menu">
        <span aria-hidden="true">☰</span>
      </button>
      {open && (
        <nav id={panelId} className="mobile-menu__panel" aria-label="Main">
          <MobileMenuItems onDone={close} />
        </nav>
      )}
    </div>
  );
}
