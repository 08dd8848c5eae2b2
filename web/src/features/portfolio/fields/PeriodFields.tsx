// Start and end month/year selects with a "current" checkbox that hides the end of the period.
import { MONTHS } from "@scholarly/contract";
import { startYears } from "../period";
import { Field } from "./Field";

export interface PeriodValues {
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
  current: boolean;
}

interface PeriodFieldsProps {
  values: PeriodValues;
  onChange: (values: PeriodValues) => void;
  currentLabel: string;
  errors?: Partial<Record<"startMonth" | "startYear", string>>;
}

const years = startYears();

/** Label ids and error states arrive from Field through the extra select attributes. */
type SelectProps = { value: string; onChange: (value: string) => void } & Omit<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  "value" | "onChange"
>;

function MonthSelect({ value, onChange, ...attributes }: SelectProps) {
  return (
    <select {...attributes} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Month</option>
      {MONTHS.map((month) => (
        <option key={month}>{month}</option>
      ))}
    </select>
  );
}

function YearSelect({ value, onChange, ...attributes }: SelectProps) {
  // A saved year outside the 50 offered stays selectable.
  const choices = value && !years.includes(Number(value)) ? [Number(value), ...years] : years;
  return (
    <select {...attributes} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Year</option>
      {choices.map((year) => (
        <option key={year}>{year}</option>
      ))}
    </select>
  );
}

export function PeriodFields({ values, onChange, currentLabel, errors = {} }: PeriodFieldsProps) {
  const set = (field: keyof PeriodValues) => (value: string | boolean) => onChange({ ...values, [field]: value });
  return (
    <fieldset className="period-fields">
      <legend className="visually-hidden">Period</legend>
      <label className="checkbox-label">
        <input type="checkbox" checked={values.current} onChange={(event) => set("current")(event.target.checked)} />
        {currentLabel}
      </label>
      <div className="period-fields__row">
        <Field label="Start month" error={errors.startMonth}>
          <MonthSelect value={values.startMonth} onChange={set("startMonth")} />
        </Field>
        <Field label="Start year" error={errors.startYear}>
          <YearSelect value={values.startYear} onChange={set("startYear")} />
        </Field>
      </div>
      {!values.current && (
        <div className="period-fields__row">
          <Field label="End month">
            <MonthSelect value={values.endMonth} onChange={set("endMonth")} />
          </Field>
          <Field label="End year">
            <YearSelect value={values.endYear} onChange={set("endYear")} />
          </Field>
        </div>
      )}
    </fieldset>
  );
}

/** A period as stored fields: the end is left out (undefined) while the item is current. */
export function periodOf(item: {
  start_month?: string | null;
  start_year?: number | string | null;
  end_month?: string | null;
  end_year?: number | string | null;
}): Omit<PeriodValues, "current"> {
  return {
    startMonth: item.start_month ?? "",
    startYear: item.start_year ? String(item.start_year) : "",
    endMonth: item.end_month ?? "",
    endYear: item.end_year ? String(item.end_year) : "",
  };
}
