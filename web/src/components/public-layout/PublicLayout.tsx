// The frame of pages reachable without signing in: a simple header, the page, the footer.
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useSession } from "../../auth/session";
import { Footer } from "../footer/Footer";
import { Logo } from "../layout/Logo";
import { SearchBox } from "../search-box/SearchBox";
import "./public-layout.css";

interface PublicLayoutProps {
  children: ReactNode;
  /** Lays the main landmark out as the page inside needs (the open pages keep the app's width). */
  mainClassName?: string;
  /** The search box in the header, for the pages a visitor explores from (a post, a profile, search). */
  search?: boolean;
}

export function PublicLayout({ children, mainClassName, search = false }: PublicLayoutProps) {
  const signedIn = useSession() !== null;
  const home = signedIn ? "/home" : "/";
  return (
    <div className="public-layout">
      <header className="public-header">
        <Logo to={home} />
        {search && <SearchBox compact />}
        <nav aria-label="Site">
          <ul className="public-header__links">
            <li>
              <NavLink to="/about">About</NavLink>
            </li>
            <li>
              <NavLink to="/help">Help</NavLink>
            </li>
            <li>
              <NavLink to="/contact">Contact</NavLink>
            </li>
            <li>{signedIn ? <NavLink to="/home">Home</NavLink> : <NavLink to="/">Log in</NavLink>}</li>
          </ul>
        </nav>
      </header>
      <main id="main" className={mainClassName ?? "public-layout__main"}>
        {children}
      </main>
      <Footer home={home} />
    </div>
  );
}
