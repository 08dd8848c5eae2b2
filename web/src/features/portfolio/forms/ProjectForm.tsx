// Add or edit a personal project: the project name is required.
import type { Project } from "@scholarly/contract";
import { useState } from "react";
import { DescriptionField } from "../fields/DescriptionField";
import { Field } from "../fields/Field";
import { FormButtons } from "../fields/FormButtons";
import { MediaField } from "../fields/MediaField";
import { PeriodFields, type PeriodValues, periodOf } from "../fields/PeriodFields";
import { SkillsInput } from "../fields/SkillsInput";
import { type PortfolioFormProps, REQUIRED } from "./form-props";

export function ProjectForm({ item, busy, onSubmit, onCancel }: PortfolioFormProps<Project>) {
  const [name, setName] = useState(item?.project_name ?? "");
  const [period, setPeriod] = useState<PeriodValues>({
    ...periodOf(item ?? {}),
    current: item?.is_current ?? false,
  });
  const [description, setDescription] = useState(item?.description ?? "");
  const [skills, setSkills] = useState(item?.skills ?? []);
  const [media, setMedia] = useState<File | null>(null);
  const [error, setError] = useState("");

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(name.trim() ? "" : REQUIRED);
    if (!name.trim()) return;
    onSubmit({
      fields: {
        project_name: name,
        description,
        is_current: period.current,
        start_month: period.startMonth,
        start_year: period.startYear,
        end_month: period.current ? undefined : period.endMonth,
        end_year: period.current ? undefined : period.endYear,
      },
      skills,
      media,
    });
  };

  return (
    <form className="tab-form" onSubmit={submit} noValidate>
      <Field label="Project name" error={error}>
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <PeriodFields values={period} onChange={setPeriod} currentLabel="I am currently working on this project" />
      <DescriptionField value={description} onChange={setDescription} />
      <SkillsInput skills={skills} onChange={setSkills} />
      <MediaField current={item?.media ?? null} onChange={setMedia} />
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}
