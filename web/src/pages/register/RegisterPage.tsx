// Sign-up (/register): the account is created, its tokens stored, and the e-mailed code is asked for next.
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "@scholarly/contract";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { signUp } from "../../api/accounts";
import { carryReturnPath, returnPath } from "../../auth/return-path";
import { saveSession } from "../../auth/session";
import { Field } from "../../components/field/Field";
import { FormError } from "../../components/field/FormError";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { toast } from "../../components/toasts/toasts";
import { commonPasswordProblem } from "../../features/new-password/common-password";
import { PasswordStrength } from "../../features/new-password/PasswordStrength";

function registrationProblem(email: string, password: string, confirmation: string): string | null {
  if (!email.trim() || !password || !confirmation) return "All fields are required";
  if (!EMAIL_PATTERN.test(email.trim())) return "Invalid email format";
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password !== confirmation) return "Passwords do not match";
  return null;
}

export default function RegisterPage() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  // A visitor sent to sign up on the way somewhere (a full-text request) returns there once the profile exists.
  const from = returnPath(useLocation().state);
  const registration = useMutation({
    mutationFn: signUp,
    onSuccess: (account, { email: sentEmail }) => {
      saveSession(account);
      toast.success(account.message || "Registration successful");
      navigate("/otp-verification", { state: { email: sentEmail, ...carryReturnPath(from) } });
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = registrationProblem(email, password, confirmation) ?? (await commonPasswordProblem(password));
    setProblem(found);
    if (!found) registration.mutate({ email: email.trim(), password, conform_password: confirmation });
  }

  const shown = problem ?? registration.error?.message;
  return (
    <AuthCard title="Create your account" intro="We will e-mail you a code to confirm the address.">
      <form onSubmit={submit} noValidate>
        <Field label="Email">
          <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Password" hint={<PasswordStrength password={password} />}>
          <input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label="Confirm password">
          <input
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </Field>
        {shown && <FormError message={shown} />}
        <button type="submit" className="button" disabled={registration.isPending}>
          {registration.isPending ? "Signing up..." : "Sign up"}
        </button>
      </form>
      <div className="auth-card__links">
        <span>
          Already have an account?{" "}
          <Link to="/" state={carryReturnPath(from)}>
            Log in
          </Link>
        </span>
      </div>
    </AuthCard>
  );
}
