// Add or edit an education entry: school and degree are required.
import { educationFields } from "@scholarly/contract";
import { useState } from "react";
import { FormProvider, useController } from "react-hook-form";
import { z } from "zod";
import { Field } from "../../../components/field/Field";
import { useSchemaForm } from "../../../components/field/use-schema-form";
import { DescriptionField } from "../fields/DescriptionField";
import { FormButtons } from "../fields/FormButtons";
import { MediaField } from "../fields/MediaField";
import { PeriodFields } from "../fields/PeriodFields";
import { SkillsInput } from "../fields/SkillsInput";
import { monthOf } from "../period";
import type { PortfolioFormProps } from "./form-props";

/** The "currently studying" flag is not stored: it only leaves the end of the period out. */
const educationForm = educationFields.extend({ currently_studying: z.boolean() });
type EducationValues = z.input<typeof educationForm>;

export function EducationForm({ item, busy, onSubmit, onCancel }: PortfolioFormProps<"education">) {
  const form = useSchemaForm(educationForm, {
    school: item?.school ?? "",
    degree: item?.degree ?? "",
    field_study: item?.field_study ?? "",
    grade: item?.grade ?? "",
    start_month: monthOf(item?.start_month) ?? "",
    start_Year: item?.start_Year ?? "",
    end_month: monthOf(item?.end_month) ?? "",
    end_Year: item?.end_Year ?? "",
    currently_studying: false,
    description: item?.description ?? "",
    skills: item?.skills ?? [],
  });
  const { register, handleSubmit, control, formState } = form;
  const { field: description } = useController({ control, name: "description" });
  const { field: skills } = useController({ control, name: "skills" });
  const [media, setMedia] = useState<File | null>(null);

  const submit = handleSubmit(({ currently_studying, ...fields }) =>
    onSubmit({
      fields: {
        ...fields,
        // Months go only when chosen (part 2 section 7).
        start_month: fields.start_month || undefined,
        end_month: currently_studying ? undefined : fields.end_month || undefined,
        end_Year: currently_studying ? undefined : fields.end_Year,
      },
      media,
    }),
  );

  return (
    <FormProvider {...form}>
      <form className="tab-form" onSubmit={submit} noValidate>
        <Field label="School" error={formState.errors.school?.message}>
          <input {...register("school")} />
        </Field>
        <Field label="Degree" error={formState.errors.degree?.message}>
          <input {...register("degree")} />
        </Field>
        <Field label="Field of study" error={formState.errors.field_study?.message}>
          <input {...register("field_study")} />
        </Field>
        <PeriodFields<EducationValues>
          names={{
            current: "currently_studying",
            startMonth: "start_month",
            startYear: "start_Year",
            endMonth: "end_month",
            endYear: "end_Year",
          }}
          currentLabel="I am currently studying here"
        />
        <Field label="Grade" error={formState.errors.grade?.message}>
          <input {...register("grade")} />
        </Field>
        <DescriptionField value={description.value ?? ""} onChange={description.onChange} />
        <SkillsInput skills={Array.isArray(skills.value) ? skills.value : []} onChange={skills.onChange} />
        <MediaField current={item?.media ?? null} onChange={setMedia} />
        <FormButtons busy={busy} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
