// Choosing a new password from the e-mailed link (/reset-password?token=…); then back to login.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { resetPasswordWithToken } from "../../api/accounts";
import { Field } from "../../components/field/Field";
import { FormError } from "../../components/field/FormError";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { newPasswordProblem } from "../../components/public-layout/new-password";
import { useDelayedNavigate } from "../../components/public-layout/use-delayed-navigate";
import { toast } from "../../components/toasts/toasts";
import { commonPasswordProblem } from "../../features/new-password/common-password";
import { PasswordStrength } from "../../features/new-password/PasswordStrength";

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get("token") ?? "";
  const [newPassword, setNewPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const navigateSoon = useDelayedNavigate();
  const reset = useMutation({
    mutationFn: resetPasswordWithToken,
    onSuccess: ({ message }) => {
      toast.success(message);
      navigateSoon("/");
    },
  });

  if (!token) {
    return (
      <AuthCard title="Reset password">
        <FormError message="The reset link is invalid." />
        <div className="auth-card__links">
          <Link to="/forgot-password">Ask for a new link</Link>
        </div>
      </AuthCard>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found =
      newPasswordProblem([newPassword, confirmation], newPassword, confirmation) ??
      (await commonPasswordProblem(newPassword));
    setProblem(found);
    if (!found) reset.mutate({ token, new_password: newPassword, confirm_password: confirmation });
  }

  const shown = problem ?? reset.error?.message;
  return (
    <AuthCard title="Reset password" intro="Choose a new password for your account.">
      <form onSubmit={submit} noValidate>
        <Field label="New password" hint={<PasswordStrength password={newPassword} />}>
          <input
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
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
        <button type="submit" className="button" disabled={reset.isPending || reset.isSuccess}>
          {reset.isPending ? "Saving..." : "Reset password"}
        </button>
      </form>
      <div className="auth-card__links">
        <Link to="/">Back to login</Link>
      </div>
    </AuthCard>
  );
}
