// Landing and sign-in (/): e-mail, password, remember me; then the page asked for (or home), or the step the
// account still lacks.
import type { TokenPair } from "@scholarly/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { logIn } from "../../api/accounts";
import { returnPath } from "../../auth/return-path";
import { saveSession } from "../../auth/session";
import { Field } from "../../components/field/Field";
import { FormError } from "../../components/field/FormError";
import { useOneProblem, useSchemaForm } from "../../components/field/use-schema-form";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { loginForm } from "../../components/public-layout/account-forms";
import { useDelayedNavigate } from "../../components/public-layout/use-delayed-navigate";
import { toast } from "../../components/toasts/toasts";

/** Remember me keeps the e-mail address for the next visit. */
const REMEMBERED_EMAIL = "remembered_email";

const FIELDS = ["email", "password"] as const;

/** Where a signed-in account goes next: finish verification, then the profile, then the deep link or home. */
function nextStep(account: TokenPair, email: string, from: string | null): [string, { state?: { email: string } }] {
  if (!account.email_verified) return ["/otp-verification", { state: { email } }];
  if (!account.has_profile) return ["/create-profile", {}];
  return [from ?? "/home", {}];
}

export default function LoginPage() {
  const [rememberedEmail] = useState(() => localStorage.getItem(REMEMBERED_EMAIL));
  const { register, handleSubmit, formState } = useSchemaForm(loginForm, {
    email: rememberedEmail ?? "",
    password: "",
  });
  const [remember, setRemember] = useState(rememberedEmail !== null);
  const navigateSoon = useDelayedNavigate();
  const from = returnPath(useLocation().state);
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (account, { email: sentEmail }) => {
      saveSession(account);
      if (remember) localStorage.setItem(REMEMBERED_EMAIL, sentEmail);
      else localStorage.removeItem(REMEMBERED_EMAIL);
      toast.success(account.message || "Login successful");
      navigateSoon(...nextStep(account, sentEmail, from));
    },
  });

  const submit = handleSubmit(({ email, password }) => login.mutate({ email: email.trim(), password }));
  const problem = useOneProblem(formState.errors, FIELDS, null, login.error?.message);
  return (
    <AuthCard title="Welcome back" intro="Sign in to share your research and follow your field.">
      <form onSubmit={submit} noValidate>
        <Field label="Email" problemId={problem.problemIdOf("email")}>
          <input type="email" autoComplete="email" {...register("email")} />
        </Field>
        <Field label="Password" problemId={problem.problemIdOf("password")}>
          <input type="password" autoComplete="current-password" {...register("password")} />
        </Field>
        <label className="checkbox-field">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          Remember me
        </label>
        {problem.message && <FormError id={problem.id} message={problem.message} />}
        <button type="submit" className="button" disabled={login.isPending || login.isSuccess}>
          {login.isPending ? "Logging in..." : "Log in"}
        </button>
      </form>
      <div className="auth-card__links">
        <Link to="/forgot-password">Forgot password?</Link>
        <Link to="/register">Create an account</Link>
      </div>
      <p className="auth-card__legal">
        By signing in you accept our <Link to="/terms">Terms</Link> and <Link to="/privacy">Privacy policy</Link>.
      </p>
    </AuthCard>
  );
}
