// The sign-in form: e-mail, password, remember me; then the page asked for (or home), or the step the account
// still lacks. Shown on the landing page and, for a visitor sent to sign in, on its own card.
import type { TokenPair } from "@scholarly/contract";
import { useState } from "react";
import { Link } from "react-router";
import { useLogIn } from "../../api/accounts";
import { carryReturnPath } from "../../auth/return-path";
import { saveSession } from "../../auth/session";
import { Field } from "../../components/field/Field";
import { FormError } from "../../components/field/FormError";
import { useOneProblem, useSchemaForm } from "../../components/field/use-schema-form";
import { loginForm } from "../../components/public-layout/account-forms";
import { useDelayedNavigate } from "../../components/public-layout/use-delayed-navigate";
import { toast } from "../../components/toasts/toasts";

/** Remember me keeps the e-mail address for the next visit. */
const REMEMBERED_EMAIL = "remembered_email";

const FIELDS = ["email", "password"] as const;

/** Where a signed-in account goes next: finish verification, then the profile, then the deep link or home. */
function nextStep(account: TokenPair, email: string, from: string | null): [string, { state?: object }] {
  if (!account.email_verified) return ["/otp-verification", { state: { email, ...carryReturnPath(from) } }];
  if (!account.has_profile) return ["/create-profile", { state: carryReturnPath(from) }];
  return [from ?? "/home", {}];
}

/** `from`: the page to return to once signed in (see auth/return-path.ts). */
export function LoginForm({ from }: { from: string | null }) {
  const [rememberedEmail] = useState(() => localStorage.getItem(REMEMBERED_EMAIL));
  const { register, handleSubmit, formState } = useSchemaForm(loginForm, {
    email: rememberedEmail ?? "",
    password: "",
  });
  const [remember, setRemember] = useState(rememberedEmail !== null);
  const navigateSoon = useDelayedNavigate();
  // Signing in forgets what was cached for the visitor (useLogIn).
  const login = useLogIn();

  const submit = handleSubmit(({ email, password }) => {
    const sentEmail = email.trim();
    login.mutate(
      { email: sentEmail, password },
      {
        onSuccess: (account) => {
          saveSession(account);
          if (remember) localStorage.setItem(REMEMBERED_EMAIL, sentEmail);
          else localStorage.removeItem(REMEMBERED_EMAIL);
          toast.success(account.message || "Login successful");
          navigateSoon(...nextStep(account, sentEmail, from));
        },
      },
    );
  });
  const problem = useOneProblem(formState.errors, FIELDS, null, login.error?.message);
  return (
    <>
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
        <Link to="/register" state={carryReturnPath(from)}>
          Create an account
        </Link>
      </div>
      <p className="auth-card__legal">
        By signing in you accept our <Link to="/terms">Terms</Link> and <Link to="/privacy">Privacy policy</Link>.
      </p>
    </>
  );
}
