// Add or edit a personal project: the project name is required.
import { projectFields } from "@scholarly/contract";
import { useState } from "react";
import { FormProvider, useController } from "react-hook-form";
import type { z } from "zod";
import { Field } from "../../../components/field/Field";
import { useSchemaForm } from "../../../components/field/use-schema-form";
import { DescriptionField } from "../fields/DescriptionField";
import { FormButtons } from "../fields/FormButtons";
import { MediaField } from "../fields/MediaField";
import { PeriodFields } from "../fields/PeriodFields";
import { SkillsInput } from "../fields/SkillsInput";
import { monthOf } from "../period";
import type { PortfolioFormProps } from "./form-props";

export function ProjectForm({ item, busy, onSubmit, onCancel }: PortfolioFormProps<"projects">) {
  const form = useSchemaForm(projectFields, {
    project_name: item?.project_name ?? "",
    is_current: item?.is_current ?? false,
    start_month: monthOf(item?.start_month) ?? "",
    start_year: item?.start_year ?? "",
    end_month: monthOf(item?.end_month) ?? "",
    end_year: item?.end_year ?? "",
    description: item?.description ?? "",
    skills: item?.skills ?? [],
  });
  const { register, handleSubmit, control, formState } = form;
  const { field: description } = useController({ control, name: "description" });
  const { field: skills } = useController({ control, name: "skills" });
  const [media, setMedia] = useState<File | null>(null);

  const submit = handleSubmit((fields) =>
    onSubmit({
      fields: {
        ...fields,
        end_month: fields.is_current ? undefined : fields.end_month,
        end_year: fields.is_current ? undefined : fields.end_year,
      },
      media,
    }),
  );

  return (
    <FormProvider {...form}>
      <form className="tab-form" onSubmit={submit} noValidate>
        <Field label="Project name" error={formState.errors.project_name?.message}>
          <input {...register("project_name")} />
        </Field>
        <PeriodFields<z.input<typeof projectFields>>
          names={{
            current: "is_current",
            startMonth: "start_month",
            startYear: "start_year",
            endMonth: "end_month",
            endYear: "end_year",
          }}
          currentLabel="I am currently working on this project"
        />
        <DescriptionField value={description.value ?? ""} onChange={description.onChange} />
        <SkillsInput skills={Array.isArray(skills.value) ? skills.value : []} onChange={skills.onChange} />
        <MediaField current={item?.media ?? null} onChange={setMedia} />
        <FormButtons busy={busy} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
