// One field of a portfolio form, drawn by its kind of input inside the form's FormProvider.
import { useController, useFormContext } from "react-hook-form";
import { Field } from "../../../components/field/Field";
import { ChoiceSelect } from "../fields/ChoiceSelect";
import { DescriptionField } from "../fields/DescriptionField";
import { PeriodFields } from "../fields/PeriodFields";
import { SkillsInput } from "../fields/SkillsInput";
import { type PortfolioField, savedValue } from "./portfolio-form-description";

function DescriptionInput() {
  const { field } = useController({ name: "description" });
  return <DescriptionField value={field.value ?? ""} onChange={field.onChange} />;
}

function SkillChipsInput() {
  const { field } = useController({ name: "skills" });
  return <SkillsInput skills={Array.isArray(field.value) ? field.value : []} onChange={field.onChange} />;
}

/** `item`: the item edited, whose stored choice stays offered even when the list no longer holds it. */
export function PortfolioFieldInput({ field, item }: { field: PortfolioField; item: object | null }) {
  const { register, getFieldState, formState } = useFormContext();
  const problem = (name: string) => getFieldState(name, formState).error?.message;
  switch (field.input) {
    case "text":
      return (
        <Field label={field.label} error={problem(field.name)}>
          <input {...register(field.name)} />
        </Field>
      );
    case "choice": {
      const saved = savedValue(item, field.name);
      return (
        <Field label={field.label} error={problem(field.name)}>
          <ChoiceSelect
            choices={field.choices}
            saved={typeof saved === "string" ? saved : undefined}
            placeholder="Select"
            {...register(field.name)}
          />
        </Field>
      );
    }
    case "period":
      return <PeriodFields names={field} currentLabel={field.currentLabel} />;
    case "description":
      return <DescriptionInput />;
    case "skills":
      return field.typed === "one at a time" ? (
        <SkillChipsInput />
      ) : (
        <Field label="Skills (comma-separated)">
          <input {...register("skills")} />
        </Field>
      );
  }
}
