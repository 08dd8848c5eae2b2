// Add or edit an education entry: school and degree are required.
import type { Education } from "@scholarly/contract";
import { useState } from "react";
import { DescriptionField } from "../fields/DescriptionField";
import { Field } from "../fields/Field";
import { FormButtons } from "../fields/FormButtons";
import { MediaField } from "../fields/MediaField";
import { PeriodFields, type PeriodValues } from "../fields/PeriodFields";
import { SkillsInput } from "../fields/SkillsInput";
import { blankFields, type FieldErrors, type PortfolioFormProps } from "./form-props";

export function EducationForm({ item, busy, onSubmit, onCancel }: PortfolioFormProps<Education>) {
  const [text, setText] = useState({
    school: item?.school ?? "",
    degree: item?.degree ?? "",
    field_study: item?.field_study ?? "",
    grade: item?.grade ?? "",
  });
  const [period, setPeriod] = useState<PeriodValues>({
    startMonth: item?.start_month ?? "",
    startYear: item?.start_Year ?? "",
    endMonth: item?.end_month ?? "",
    endYear: item?.end_Year ?? "",
    current: false,
  });
  const [description, setDescription] = useState(item?.description ?? "");
  const [skills, setSkills] = useState(item?.skills ?? []);
  const [media, setMedia] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<"school" | "degree">>({});
  const set = (name: keyof typeof text) => (event: { target: { value: string } }) =>
    setText((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = blankFields(text, ["school", "degree"]);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    // The "currently studying" flag is not stored: it only leaves the end of the period out.
    const ended = !period.current;
    onSubmit({
      fields: {
        ...text,
        start_Year: period.startYear,
        end_Year: ended ? period.endYear : undefined,
        start_month: period.startMonth || undefined,
        end_month: ended && period.endMonth ? period.endMonth : undefined,
        description,
      },
      skills,
      media,
    });
  };

  return (
    <form className="tab-form" onSubmit={submit} noValidate>
      <Field label="School" error={errors.school}>
        <input value={text.school} onChange={set("school")} />
      </Field>
      <Field label="Degree" error={errors.degree}>
        <input value={text.degree} onChange={set("degree")} />
      </Field>
      <Field label="Field of study">
        <input value={text.field_study} onChange={set("field_study")} />
      </Field>
      <PeriodFields values={period} onChange={setPeriod} currentLabel="I am currently studying here" />
      <Field label="Grade">
        <input value={text.grade} onChange={set("grade")} />
      </Field>
      <DescriptionField value={description} onChange={setDescription} />
      <SkillsInput skills={skills} onChange={setSkills} />
      <MediaField current={item?.media ?? null} onChange={setMedia} />
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
