// A new password with its strength hint, then its confirmation: the two fields of sign-up, password change and
// password reset, so the three forms label, hint and autocomplete them alike.
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "../../components/field/Field";
import { PasswordStrength } from "./PasswordStrength";

type Props = {
  /** "Password" at sign-up, "New password" where one is replaced. */
  label: string;
  /** The password typed so far, for the strength hint. */
  password: string;
  passwordField: UseFormRegisterReturn;
  confirmationField: UseFormRegisterReturn;
  passwordProblemId: string | undefined;
  confirmationProblemId: string | undefined;
};

export function NewPasswordFields(props: Props) {
  return (
    <>
      <Field
        label={props.label}
        problemId={props.passwordProblemId}
        hint={<PasswordStrength password={props.password} />}
      >
        <input type="password" autoComplete="new-password" {...props.passwordField} />
      </Field>
      <Field label="Confirm password" problemId={props.confirmationProblemId}>
        <input type="password" autoComplete="new-password" {...props.confirmationField} />
      </Field>
    </>
  );
}
