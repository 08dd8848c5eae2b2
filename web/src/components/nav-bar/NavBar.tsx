// The signed-in navigation bar (the feed's kinds are tabs on the home page): logo, people search, Add new, links, notifications and the account menu.
import { NavLink } from "react-router";
import { AddArticleButton } from "../add-article/AddArticleButton";
import { Logo } from "../layout/Logo";
import { NotificationBell } from "../notifications/NotificationBell";
import { ProfileMenu } from "../profile-menu/ProfileMenu";
import { SearchBox } from "../search-box/SearchBox";
import { MobileMenu } from "./MobileMenu";
import { useNarrowScreen } from "./use-narrow-screen";
import "./nav-bar.css";

export function NavBar() {
  const narrow = useNarrowScreen();
  if (narrow) {
    return (
      <header className="nav-bar nav-bar--narrow">
        <MobileMenu />
        <Logo to="/home" />
        <div className="nav-bar__search">
          <SearchBox compact />
        </div>
        <NotificationBell />
        <ProfileMenu />
      </header>
    );
  }
  return (
    <header className="nav-bar">
      <Logo to="/home" />
      <div className="nav-bar__search">
        <SearchBox />
      </div>
      <AddArticleButton />
      <nav aria-label="Site">
        <ul className="nav-bar__links">
          <li>
            <NavLink to="/about">About</NavLink>
          </li>
          <li>
            <NavLink to="/contact">Contact</NavLink>
          </li>
        </ul>
      </nav>
      <NotificationBell />
      <ProfileMenu />
    </header>
  );
}
