// Add or edit a role held at a company: an internship or a work experience (they differ in a few fields only).
import type { Experience, Internship } from "@scholarly/contract";
import { COUNTRIES, EMPLOYMENT_TYPES, LOCATION_TYPES } from "@scholarly/contract";
import { useState } from "react";
import { ChoiceSelect } from "../fields/ChoiceSelect";
import { DescriptionField } from "../fields/DescriptionField";
import { Field } from "../fields/Field";
import { FormButtons } from "../fields/FormButtons";
import { MediaField } from "../fields/MediaField";
import { PeriodFields, type PeriodValues, periodOf } from "../fields/PeriodFields";
import { splitSkills } from "../skills";
import { blankFields, type PortfolioFormProps } from "./form-props";

type RoleKind = "internship" | "experience";
/** What an internship and an experience have in common, with the fields only one of them has made optional. */
type Role = Omit<Internship, "currently_working" | "start_month" | "start_year"> & {
  start_month: string | null;
  start_year: number | null;
  employment_type?: string;
  currently_working?: boolean;
  is_current?: boolean;
};

const CURRENT_FIELD = { internship: "currently_working", experience: "is_current" } as const;

function RoleForm({ kind, item, busy, onSubmit, onCancel }: PortfolioFormProps<Role> & { kind: RoleKind }) {
  const [text, setText] = useState({
    title: item?.title ?? "",
    company: item?.company ?? "",
    employment_type: item?.employment_type ?? "",
    location: item?.location ?? "",
    location_type: item?.location_type ?? "",
    skills: (item?.skills ?? []).join(", "),
  });
  const [period, setPeriod] = useState<PeriodValues>({
    ...periodOf(item ?? {}),
    current: Boolean(item?.currently_working ?? item?.is_current),
  });
  const [description, setDescription] = useState(item?.description ?? "");
  const [media, setMedia] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = (name: keyof typeof text) => (value: string) => setText((current) => ({ ...current, [name]: value }));
  const onInput = (name: keyof typeof text) => (event: { target: { value: string } }) => set(name)(event.target.value);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const periodRequired = kind === "internship" ? (["startMonth", "startYear"] as const) : (["startMonth"] as const);
    const problems = { ...blankFields(text, ["title", "company"]), ...blankFields(period, periodRequired, "Required") };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    onSubmit({
      fields: {
        title: text.title,
        company: text.company,
        employment_type: kind === "experience" ? text.employment_type : undefined,
        [CURRENT_FIELD[kind]]: period.current,
        start_month: period.startMonth,
        start_year: period.startYear,
        end_month: period.current ? undefined : period.endMonth,
        end_year: period.current ? undefined : period.endYear,
        location: text.location,
        location_type: text.location_type,
        description,
      },
      skills: splitSkills(text.skills),
      media,
    });
  };

  return (
    <form className="tab-form" onSubmit={submit} noValidate>
      <Field label="Title" error={errors.title}>
        <input value={text.title} onChange={onInput("title")} />
      </Field>
      {kind === "experience" && (
        <Field label="Employment type">
          <ChoiceSelect
            choices={EMPLOYMENT_TYPES}
            value={text.employment_type}
            onChange={set("employment_type")}
            placeholder="Select"
          />
        </Field>
      )}
      <Field label="Company" error={errors.company}>
        <input value={text.company} onChange={onInput("company")} />
      </Field>
      <PeriodFields
        values={period}
        onChange={setPeriod}
        currentLabel="I am currently working in this role"
        errors={{ startMonth: errors.startMonth, startYear: errors.startYear }}
      />
      <Field label="Location">
        <ChoiceSelect choices={COUNTRIES} value={text.location} onChange={set("location")} placeholder="Select" />
      </Field>
      <Field label="Location type">
        <ChoiceSelect
          choices={LOCATION_TYPES}
          value={text.location_type}
          onChange={set("location_type")}
          placeholder="Select"
        />
      </Field>
      <DescriptionField value={description} onChange={setDescription} />
      <Field label="Skills (comma-separated)">
        <input value={text.skills} onChange={onInput("skills")} />
      </Field>
      <MediaField current={item?.media ?? null} onChange={setMedia} />
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}

export const InternshipForm = (props: PortfolioFormProps<Internship>) => <RoleForm kind="internship" {...props} />;
export const ExperienceForm = (props: PortfolioFormProps<Experience>) => <RoleForm kind="experience" {...props} />;
