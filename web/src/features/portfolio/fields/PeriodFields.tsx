// Start and end month/year selects with a "current" checkbox that hides the end of the period.
import { MONTHS } from "@scholarly/contract";
import type { SelectHTMLAttributes } from "react";
import { type FieldValues, type Path, useFormContext } from "react-hook-form";
import { Field } from "../../../components/field/Field";
import { startYears } from "../period";

/** Where a section keeps its period: the names of its fields. */
export interface PeriodNames<Values extends FieldValues> {
  current: Path<Values>;
  startMonth: Path<Values>;
  startYear: Path<Values>;
  endMonth: Path<Values>;
  endYear: Path<Values>;
}

const years = startYears();

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> };

function MonthSelect(props: SelectProps) {
  return (
    <select {...props}>
      <option value="">Month</option>
      {MONTHS.map((month) => (
        <option key={month}>{month}</option>
      ))}
    </select>
  );
}

function YearSelect({ saved, ...props }: SelectProps & { saved: unknown }) {
  // A saved year outside the 50 offered stays selectable.
  const savedYear = Number(saved);
  const choices = saved && !years.includes(savedYear) ? [savedYear, ...years] : years;
  return (
    <select {...props}>
      <option value="">Year</option>
      {choices.map((year) => (
        <option key={year}>{year}</option>
      ))}
    </select>
  );
}

export function PeriodFields<Values extends FieldValues>({
  names,
  currentLabel,
}: {
  names: PeriodNames<Values>;
  currentLabel: string;
}) {
  const { register, watch, getFieldState, formState, getValues } = useFormContext<Values>();
  const current = Boolean(watch(names.current));
  const error = (name: Path<Values>) => getFieldState(name, formState).error?.message;
  return (
    <fieldset className="period-fields">
      <legend className="visually-hidden">Period</legend>
      <label className="checkbox-label">
        <input type="checkbox" {...register(names.current)} />
        {currentLabel}
      </label>
      <div className="period-fields__row">
        <Field label="Start month" error={error(names.startMonth)}>
          <MonthSelect {...register(names.startMonth)} />
        </Field>
        <Field label="Start year" error={error(names.startYear)}>
          <YearSelect saved={getValues(names.startYear)} {...register(names.startYear)} />
        </Field>
      </div>
      {!current && (
        <div className="period-fields__row">
          <Field label="End month" error={error(names.endMonth)}>
            <MonthSelect {...register(names.endMonth)} />
          </Field>
          <Field label="End year" error={error(names.endYear)}>
            <YearSelect saved={getValues(names.endYear)} {...register(names.endYear)} />
          </Field>
        </div>
      )}
    </fieldset>
  );
}
