// Change password (/changepassword) for a signed-in member; then the own profile.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { changePassword } from "../../api/accounts";
import { getSession, saveSession } from "../../auth/session";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { Field, FormError } from "../../components/public-layout/Field";
import { newPasswordProblem } from "../../components/public-layout/new-password";
import { useDelayedNavigate } from "../../components/public-layout/use-delayed-navigate";
import { toast } from "../../components/toasts/toasts";

export default function ChangePasswordPage() {
  const [oldPassword, setOldPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const navigateSoon = useDelayedNavigate();
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message, access_token, refresh_token }) => {
      // The old refresh token no longer works: this tab goes on with the pair the change answered.
      saveSession({ access_token, refresh_token });
      toast.success(message || "Password changed successfully");
      navigateSoon("/profile-view");
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = getSession()
      ? newPasswordProblem([oldPassword, newPassword, confirmation], newPassword, confirmation)
      : "Authentication token not found. Please login again.";
    setProblem(found);
    if (!found) change.mutate({ old_password: oldPassword, new_password: newPassword, confirm_password: confirmation });
  }

  const shown = problem ?? change.error?.message;
  return (
    <AuthCard title="Change password">
      <form onSubmit={submit} noValidate>
        <Field
          label="Old password"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        {shown && <FormError message={shown} />}
        <button type="submit" className="button" disabled={change.isPending || change.isSuccess}>
          {change.isPending ? "Saving..." : "Change password"}
        </button>
      </form>
      <div className="auth-card__links">
        <Link to="/profile-view">Back to your profile</Link>
      </div>
    </AuthCard>
  );
}
