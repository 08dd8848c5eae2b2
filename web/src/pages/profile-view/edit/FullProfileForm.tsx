// The full edit form: name, degree, primary affiliation, current activity, ORCID iD and picture; all but the
// ORCID iD and the picture required.
import { DEGREE_CHOICES, type Profile, updateProfileFields } from "@scholarly/contract";
import { useState } from "react";
import type { ProfileChange } from "../../../api/profiles";
import { Field } from "../../../components/field/Field";
import { useSchemaForm } from "../../../components/field/use-schema-form";
import { useCheckedFile } from "../../../features/chosen-file/use-checked-file";
import { FormButtons } from "../../../features/portfolio/fields/FormButtons";

interface FullProfileFormProps {
  profile: Profile;
  busy: boolean;
  onSubmit: (change: ProfileChange) => void;
  onCancel: () => void;
}

export function FullProfileForm({ profile, busy, onSubmit, onCancel }: FullProfileFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(updateProfileFields, {
    name: profile.name,
    degree: profile.degree,
    primary_affiliation: profile.primary_affiliation,
    current_activity: profile.current_activity,
    orcid: profile.orcid ?? "",
  });
  const [picture, setPicture] = useState<File | null>(null);
  const pictureFile = useCheckedFile("image");

  return (
    <form className="tab-form" onSubmit={handleSubmit((fields) => onSubmit({ fields, picture }))} noValidate>
      <Field label="Name" error={errors.name?.message}>
        <input autoComplete="name" {...register("name")} />
      </Field>
      <Field label="Degree" error={errors.degree?.message}>
        <select {...register("degree")}>
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
      <Field label="Primary affiliation" error={errors.primary_affiliation?.message}>
        <input {...register("primary_affiliation")} />
      </Field>
      <Field label="Current activity" error={errors.current_activity?.message}>
        <input {...register("current_activity")} />
      </Field>
      <Field label="ORCID iD (optional)" error={errors.orcid?.message}>
        <input placeholder="0000-0002-1825-0097" {...register("orcid")} />
      </Field>
      <Field label="Profile picture" error={pictureFile.problem ?? undefined}>
        <input
          type="file"
          accept={pictureFile.accept}
          onChange={async (event) => setPicture(await pictureFile.check(event.target))}
        />
      </Field>
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
