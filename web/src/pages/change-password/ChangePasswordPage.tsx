// Change password (/changepassword) for a signed-in member; then the own profile.
import { changePasswordRequest } from "@scholarly/contract";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { changePassword } from "../../api/accounts";
import { getSession, saveSession } from "../../auth/session";
import { Field } from "../../components/field/Field";
import { FormError } from "../../components/field/FormError";
import { useOneProblem, useSchemaForm } from "../../components/field/use-schema-form";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { useDelayedNavigate } from "../../components/public-layout/use-delayed-navigate";
import { toast } from "../../components/toasts/toasts";
import { commonPasswordProblem } from "../../features/new-password/common-password";
import { NewPasswordFields } from "../../features/new-password/NewPasswordFields";

const FIELDS = ["old_password", "new_password", "confirm_password"] as const;

export default function ChangePasswordPage() {
  const { register, handleSubmit, formState, setError, watch } = useSchemaForm(changePasswordRequest, {
    old_password: "",
    new_password: "",
    confirm_password: "",
  });
  const [noSession, setNoSession] = useState(false);
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
    setNoSession(!getSession());
    if (getSession())
      return handleSubmit(async (values) => {
        const common = await commonPasswordProblem(values.new_password);
        if (common) setError("new_password", { message: common });
        else change.mutate(values);
      })(event);
    event.preventDefault();
  }

  const problem = useOneProblem(
    formState.errors,
    FIELDS,
    noSession ? "Authentication token not found. Please login again." : null,
    change.error?.message,
  );
  return (
    <AuthCard title="Change password">
      <form onSubmit={submit} noValidate>
        <Field label="Old password" problemId={problem.problemIdOf("old_password")}>
          <input type="password" autoComplete="current-password" {...register("old_password")} />
        </Field>
        <NewPasswordFields
          label="New password"
          password={watch("new_password")}
          passwordField={register("new_password")}
          confirmationField={register("confirm_password")}
          passwordProblemId={problem.problemIdOf("new_password")}
          confirmationProblemId={problem.problemIdOf("confirm_password")}
        />
        {problem.message && <FormError id={problem.id} message={problem.message} />}
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
