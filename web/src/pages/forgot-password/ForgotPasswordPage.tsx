// Forgot password (/forgot-password): the server e-mails a link to choose a new password.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { requestPasswordReset } from "../../api/accounts";
import { Field } from "../../components/field/Field";
import { FormError } from "../../components/field/FormError";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { toast } from "../../components/toasts/toasts";

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: ({ message }) => toast.success(message),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = email.trim() ? null : "Please enter your email";
    setProblem(found);
    if (!found) request.mutate(email.trim());
  }

  const shown = problem ?? request.error?.message;
  return (
    <AuthCard title="Forgot password" intro="Enter your e-mail address and we will send you a link to reset it.">
      <form onSubmit={submit} noValidate>
        <Field label="Email">
          <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        {shown && <FormError message={shown} />}
        {request.isSuccess && (
          <p className="form-success" role="status">
            {request.data.message}
          </p>
        )}
        <button type="submit" className="button" disabled={request.isPending}>
          {request.isPending ? "Sending..." : "Send Reset Link"}
        </button>
      </form>
      <div className="auth-card__links">
        <Link to="/">Back to login</Link>
      </div>
    </AuthCard>
  );
}
