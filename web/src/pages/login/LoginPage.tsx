// Sign-in on its own card, for a visitor sent to sign in on the way somewhere (a guarded page, a full-text
// request); the landing page (/) shows the same form beside what Scholarly is.
import { useLocation } from "react-router";
import { returnPath } from "../../auth/return-path";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { LoginForm } from "./LoginForm";

export default function LoginPage() {
  const from = returnPath(useLocation().state);
  return (
    <AuthCard title="Welcome back" intro="Sign in to share your research and follow your field.">
      <LoginForm from={from} />
    </AuthCard>
  );
}
