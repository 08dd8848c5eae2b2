// The fields an internship and a work experience share: where the role was held, its description and skills.
import { COUNTRIES, LOCATION_TYPES } from "@scholarly/contract";
import { useController, useFormContext } from "react-hook-form";
import { Field } from "../../../components/field/Field";
import { ChoiceSelect } from "../fields/ChoiceSelect";
import { DescriptionField } from "../fields/DescriptionField";

/** The names both role forms give these fields, as the contract does for both sections. */
interface RoleValues {
  location?: string;
  location_type?: string;
  description?: string;
  skills?: string | string[];
}

export function RoleLocationFields({ saved }: { saved: { location?: string; location_type?: string } | null }) {
  const { register } = useFormContext<RoleValues>();
  return (
    <>
      <Field label="Location">
        <ChoiceSelect choices={COUNTRIES} saved={saved?.location} placeholder="Select" {...register("location")} />
      </Field>
      <Field label="Location type">
        <ChoiceSelect
          choices={LOCATION_TYPES}
          saved={saved?.location_type}
          placeholder="Select"
          {...register("location_type")}
        />
      </Field>
    </>
  );
}

/** The description, then skills typed comma-separated (the server splits them). */
export function RoleDetailFields() {
  const { register, control } = useFormContext<RoleValues>();
  const { field: description } = useController({ control, name: "description" });
  return (
    <>
      <DescriptionField value={description.value ?? ""} onChange={description.onChange} />
      <Field label="Skills (comma-separated)">
        <input {...register("skills")} />
      </Field>
    </>
  );
}
