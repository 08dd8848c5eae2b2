// The centred card holding a sign-in, sign-up or password form, inside the public frame.
import type { ReactNode } from "react";
import { PublicLayout } from "./PublicLayout";
import "./auth-card.css";
import "./form.css";

export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <PublicLayout>
      <section className="auth-card" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title">{title}</h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
      </section>
    </PublicLayout>
  );
}
