// The focused edit forms (about me, affiliation, skills, disciplines, languages, spotlight): a few text fields saved
// with the same PATCH.
import { type Profile, updateProfileFields } from "@scholarly/contract";
import type { ProfileChange } from "../../../api/profiles";
import { Field } from "../../../components/field/Field";
import { useSchemaForm } from "../../../components/field/use-schema-form";
import { FormButtons } from "../../../features/portfolio/fields/FormButtons";
import type { TextFieldSpec } from "./edit-modes";

/** Lists (disciplines, languages) are edited as one comma-separated text, which the contract splits again. */
const shown = (value: string | string[]) => (Array.isArray(value) ? value.join(", ") : value);

interface FocusedProfileFormProps {
  profile: Profile;
  fields: TextFieldSpec[];
  busy: boolean;
  onSubmit: (change: ProfileChange) => void;
  onCancel: () => void;
}

export function FocusedProfileForm({ profile, fields, busy, onSubmit, onCancel }: FocusedProfileFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(
    updateProfileFields,
    Object.fromEntries(fields.map((field) => [field.name, shown(profile[field.name])])),
  );

  return (
    <form
      className="tab-form"
      noValidate
      onSubmit={handleSubmit((values) => onSubmit({ fields: values, picture: null }))}
    >
      {fields.map((field) => (
        <Field key={field.name} label={field.label} error={errors[field.name]?.message}>
          {field.multiline ? <textarea rows={5} {...register(field.name)} /> : <input {...register(field.name)} />}
        </Field>
      ))}
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
