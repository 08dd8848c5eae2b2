// Add or edit a work experience: title, company and start month are required.
import { EMPLOYMENT_TYPES, experienceFields } from "@scholarly/contract";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import type { z } from "zod";
import { Field } from "../../../components/field/Field";
import { useSchemaForm } from "../../../components/field/use-schema-form";
import { ChoiceSelect } from "../fields/ChoiceSelect";
import { FormButtons } from "../fields/FormButtons";
import { MediaField } from "../fields/MediaField";
import { PeriodFields } from "../fields/PeriodFields";
import { monthOf } from "../period";
import type { PortfolioFormProps } from "./form-props";
import { RoleDetailFields, RoleLocationFields } from "./RoleFields";

/** The cards word an empty required choice 'Required' (part 2 section 5), not as the contract's check does. */
const WORDING = { whenEmpty: { start_month: "Required" } } as const;

export function ExperienceForm({ item, busy, onSubmit, onCancel }: PortfolioFormProps<"experience">) {
  const form = useSchemaForm(
    experienceFields,
    {
      title: item?.title ?? "",
      employment_type: item?.employment_type ?? "",
      company: item?.company ?? "",
      is_current: item?.is_current ?? false,
      start_month: monthOf(item?.start_month),
      start_year: item?.start_year ?? "",
      end_month: monthOf(item?.end_month) ?? "",
      end_year: item?.end_year ?? "",
      location: item?.location ?? "",
      location_type: item?.location_type ?? "",
      description: item?.description ?? "",
      skills: (item?.skills ?? []).join(", "),
    },
    WORDING,
  );
  const { register, handleSubmit, formState } = form;
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
        <Field label="Title" error={formState.errors.title?.message}>
          <input {...register("title")} />
        </Field>
        <Field label="Employment type">
          <ChoiceSelect
            choices={EMPLOYMENT_TYPES}
            saved={item?.employment_type}
            placeholder="Select"
            {...register("employment_type")}
          />
        </Field>
        <Field label="Company" error={formState.errors.company?.message}>
          <input {...register("company")} />
        </Field>
        <PeriodFields<z.input<typeof experienceFields>>
          names={{
            current: "is_current",
            startMonth: "start_month",
            startYear: "start_year",
            endMonth: "end_month",
            endYear: "end_year",
          }}
          currentLabel="I am currently working in this role"
        />
        <RoleLocationFields saved={item} />
        <RoleDetailFields />
        <MediaField current={item?.media ?? null} onChange={setMedia} />
        <FormButtons busy={busy} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
