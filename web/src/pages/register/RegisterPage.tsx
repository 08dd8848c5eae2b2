// Sign-up (/register): the account is created, its tokens stored, and the e-mailed code is asked for next.
import { useMutation } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "react-router";
import { signUp } from "../../api/accounts";
import { carryReturnPath, returnPath } from "../../auth/return-path";
import { saveSession } from "../../auth/session";
import { Field } from "../../components/field/Field";
import { FormError } from "../../components/field/FormError";
import { useOneProblem, useSchemaForm } from "../../components/field/use-schema-form";
import { AuthCard } from "../../components/public-layout/AuthCard";
import { registerForm } from "../../components/public-layout/account-forms";
import { toast } from "../../components/toasts/toasts";
import { commonPasswordProblem } from "../../features/new-password/common-password";
import { NewPasswordFields } from "../../features/new-password/NewPasswordFields";

const FIELDS = ["email", "password", "confirmation"] as const;

export default function RegisterPage() {
  const { register, handleSubmit, formState, setError, watch } = useSchemaForm(registerForm, {
    email: "",
    password: "",
    confirmation: "",
  });
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

  const submit = handleSubmit(async ({ email, password, confirmation }) => {
    const common = await commonPasswordProblem(password);
    if (common) setError("password", { message: common }, { shouldFocus: true });
    else registration.mutate({ email: email.trim(), password, conform_password: confirmation });
  });
  const problem = useOneProblem(formState.errors, FIELDS, null, registration.error?.message);
  return (
    <AuthCard title="Create your account" intro="We will e-mail you a code to confirm the address.">
      <form onSubmit={submit} noValidate>
        <Field label="Email" problemId={problem.problemIdOf("email")}>
          <input type="email" autoComplete="email" {...register("email")} />
        </Field>
        <NewPasswordFields
          label="Password"
          password={watch("password")}
          passwordField={register("password")}
          confirmationField={register("confirmation")}
          passwordProblemId={problem.problemIdOf("password")}
          confirmationProblemId={problem.problemIdOf("confirmation")}
        />
        {problem.message && <FormError id={problem.id} message={problem.message} />}
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
