// The focused edit forms (about me, affiliation, skills): a few text fields saved with the same PATCH.
import type { Profile } from "@scholarly/contract";
import { useState } from "react";
import { profileFormData } from "../../../api/profiles";
import { Field } from "../../../features/portfolio/fields/Field";
import { FormButtons } from "../../../features/portfolio/fields/FormButtons";
import type { TextFieldSpec } from "./edit-modes";

interface FocusedProfileFormProps {
  profile: Profile;
  fields: TextFieldSpec[];
  busy: boolean;
  onSubmit: (form: FormData) => void;
  onCancel: () => void;
}

export function FocusedProfileForm({ profile, fields, busy, onSubmit, onCancel }: FocusedProfileFormProps) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.name, profile[field.name]])),
  );
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      className="tab-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(profileFormData(values));
      }}
    >
      {fields.map((field) => (
        <Field key={field.name} label={field.label}>
          {field.multiline ? (
            <textarea rows={5} value={values[field.name]} onChange={set(field.name)} />
          ) : (
            <input value={values[field.name]} onChange={set(field.name)} />
          )}
        </Field>
      ))}
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
