// What a visitor sees after writing a full-text request: their message is kept, and signing in or signing up
// brings them back to the post to send it.
import { useEffect, useRef } from "react";
import { Link } from "react-router";

export function SignInToSend({ returnTo }: { returnTo: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const state = { from: returnTo };
  return (
    <section className="full-text" aria-labelledby="sign-in-to-send">
      <h2 id="sign-in-to-send" className="full-text__title" ref={heading} tabIndex={-1}>
        Sign in to send your request
      </h2>
      <p className="full-text__note">
        The authors answer members. Your message is kept: log in or sign up, and you come back here to send it.
      </p>
      <div className="full-text__actions">
        <Link className="button" to="/" state={state}>
          Log in
        </Link>
        <Link className="button button--secondary" to="/register" state={state}>
          Sign up
        </Link>
      </div>
    </section>
  );
}
