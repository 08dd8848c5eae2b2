// Forgot password (/forgot-password): the server e-mails a link to choose a new password.
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { requestPasswordReset } from "../../api/accounts";
import { Field } from "../../components/field/Field";
import { FormError } from "../../components/field/FormError";
import { useOneProblem, useSchemaForm } from "../../components/field/use-schema-form";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { forgotPasswordForm } from "../../components/public-layout/account-forms";
import { toast } from "../../components/toasts/toasts";

export default function ForgotPasswordPage() {
  const { register, handleSubmit, formState } = useSchemaForm(forgotPasswordForm, { email: "" });
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: ({ message }) => toast.success(message),
  });

  const submit = handleSubmit(({ email }) => request.mutate(email.trim()));
  const problem = useOneProblem(formState.errors, ["email"], null, request.error?.message);
  return (
    <AuthCard title="Forgot password" intro="Enter your e-mail address and we will send you a link to reset it.">
      <form onSubmit={submit} noValidate>
        <Field label="Email" problemId={problem.problemIdOf("email")}>
          <input type="email" autoComplete="email" {...register("email")} />
        </Field>
        {problem.message && <FormError id={problem.id} message={problem.message} />}
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
