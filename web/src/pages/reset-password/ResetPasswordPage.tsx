// Choosing a new password from the e-mailed link (/reset-password?token=…); then back to login.
import { useMutation } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { resetPasswordWithToken } from "../../api/accounts";
import { FormError } from "../../components/field/FormError";
import { useOneProblem, useSchemaForm } from "../../components/field/use-schema-form";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { resetPasswordForm } from "../../components/public-layout/account-forms";
import { useDelayedNavigate } from "../../components/public-layout/use-delayed-navigate";
import { toast } from "../../components/toasts/toasts";
import { commonPasswordProblem } from "../../features/new-password/common-password";
import { NewPasswordFields } from "../../features/new-password/NewPasswordFields";

const FIELDS = ["new_password", "confirmation"] as const;

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get("token") ?? "";
  const { register, handleSubmit, formState, setError, watch } = useSchemaForm(resetPasswordForm, {
    new_password: "",
    confirmation: "",
  });
  const navigateSoon = useDelayedNavigate();
  const reset = useMutation({
    mutationFn: resetPasswordWithToken,
    onSuccess: ({ message }) => {
      toast.success(message);
      navigateSoon("/");
    },
  });

  const submit = handleSubmit(async ({ new_password, confirmation }) => {
    const common = await commonPasswordProblem(new_password);
    if (common) setError("new_password", { message: common }, { shouldFocus: true });
    else reset.mutate({ token, new_password, confirm_password: confirmation });
  });
  const problem = useOneProblem(formState.errors, FIELDS, null, reset.error?.message);

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

  return (
    <AuthCard title="Reset password" intro="Choose a new password for your account.">
      <form onSubmit={submit} noValidate>
        <NewPasswordFields
          label="New password"
          password={watch("new_password")}
          passwordField={register("new_password")}
          confirmationField={register("confirmation")}
          passwordProblemId={problem.problemIdOf("new_password")}
          confirmationProblemId={problem.problemIdOf("confirmation")}
        />
        {problem.message && <FormError id={problem.id} message={problem.message} />}
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
