// The full edit form: name, degree, primary affiliation, current activity and picture, all but the picture required.
import { DEGREE_CHOICES, type Profile } from "@scholarly/contract";
import { useState } from "react";
import { profileFormData } from "../../../api/profiles";
import { Field } from "../../../features/portfolio/fields/Field";
import { FormButtons } from "../../../features/portfolio/fields/FormButtons";
import { type FullProfileValues, fullProfileErrors, fullProfileValues } from "./edit-modes";

interface FullProfileFormProps {
  profile: Profile;
  busy: boolean;
  onSubmit: (form: FormData) => void;
  onCancel: () => void;
}

export function FullProfileForm({ profile, busy, onSubmit, onCancel }: FullProfileFormProps) {
  const [values, setValues] = useState(() => fullProfileValues(profile));
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<ReturnType<typeof fullProfileErrors>>({});
  const set = (field: keyof FullProfileValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = fullProfileErrors(values);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onSubmit(profileFormData({ ...values }, picture));
  };

  return (
    <form className="tab-form" onSubmit={submit} noValidate>
      <Field label="Name" error={errors.name}>
        <input value={values.name} onChange={set("name")} autoComplete="name" />
      </Field>
      <Field label="Degree" error={errors.degree}>
        <select value={values.degree} onChange={set("degree")}>
          <option value="">Select degree</option>
          {Object.entries(DEGREE_CHOICES).map(([group, degrees]) => (
            <optgroup key={group} label={group}>
              {degrees.map((degree) => (
                <option key={degree}>{degree}</option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field label="Primary affiliation" error={errors.primary_affiliation}>
        <input value={values.primary_affiliation} onChange={set("primary_affiliation")} />
      </Field>
      <Field label="Current activity" error={errors.current_activity}>
        <input value={values.current_activity} onChange={set("current_activity")} />
      </Field>
      <Field label="Profile picture">
        <input type="file" accept="image/*" onChange={(event) => setPicture(event.target.files?.[0] ?? null)} />
      </Field>
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
