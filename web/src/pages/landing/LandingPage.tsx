// The front door (/): a visitor sees what Scholarly is, searches public research, reads the newest works and
// signs up or logs in; a member who arrives here goes on to their feed.
import { useState } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { returnPath } from "../../auth/return-path";
import { getSession } from "../../auth/session";
import { PublicLayout } from "../../components/public-layout/PublicLayout";
import { SearchBox } from "../../components/search-box/SearchBox";
import { LoginForm } from "../login/LoginForm";
import LoginPage from "../login/LoginPage";
import { NewestPublications } from "./NewestPublications";
import "../../components/public-layout/auth-card.css";
import "../../components/public-layout/form.css";
import "./landing.css";

export default function LandingPage() {
  const from = returnPath(useLocation().state);
  // Decided once on arrival: signing in here saves a session, and the form then chooses where to go next.
  const [arrivedSignedIn] = useState(() => getSession() !== null);
  if (arrivedSignedIn) return <Navigate to={from ?? "/home"} replace />;
  // A visitor sent here to sign in on the way somewhere gets the sign-in alone.
  if (from) return <LoginPage />;
  return (
    <PublicLayout mainClassName="landing-page">
      <section className="landing-page__intro" aria-labelledby="landing-title">
        <h1 id="landing-title">Research, shared by the people who did it</h1>
        <p>
          Scholarly is where researchers publish their papers, images, videos and code, follow each other's work and ask
          authors for full texts. Searching and reading public research needs no account.
        </p>
        <SearchBox />
        <p className="landing-page__join">
          <Link className="button" to="/register">
            Sign up
          </Link>
          <span>to share your own work and follow your field.</span>
        </p>
      </section>
      <section className="auth-card landing-page__login" aria-labelledby="landing-login-title">
        <h2 id="landing-login-title">Welcome back</h2>
        <p className="auth-card__intro">Log in to share your research and follow your field.</p>
        <LoginForm from={null} />
      </section>
      <NewestPublications />
    </PublicLayout>
  );
}
