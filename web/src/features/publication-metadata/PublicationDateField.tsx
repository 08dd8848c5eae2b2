// The publication date with how much of it is known: a full date, a year and month, or a year only.
import type { DatePrecision } from "@scholarly/contract";
import { type Ref, useState } from "react";
import { Field } from "../../components/field/Field";
import { precisionOfText, textAtPrecision } from "./publication-date-text";
import "./publication-metadata.css";

const PRECISION_LABELS: Record<DatePrecision, string> = {
  day: "Full date",
  month: "Year and month",
  year: "Year only",
};

/** The control for each precision; month inputs fall back to text in some browsers, so they show the form. */
const INPUT_OF: Record<DatePrecision, { type: string; placeholder?: string; inputMode?: "numeric" }> = {
  day: { type: "date" },
  month: { type: "month", placeholder: "yyyy-mm" },
  year: { type: "text", placeholder: "yyyy", inputMode: "numeric" },
};

/** The props of react-hook-form's controlled field, so a form spreads its `field` in: `{...dateField}`. */
interface PublicationDateFieldProps {
  /** yyyy, yyyy-MM or yyyy-MM-dd; empty when not given. */
  value: string | undefined;
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  error?: string;
}

export function PublicationDateField({ value = "", onChange, onBlur, name, ref, error }: PublicationDateFieldProps) {
  const [chosen, setChosen] = useState<DatePrecision>(() => precisionOfText(value) ?? "day");
  // A date filled from an import says its own precision; while the member types, the chosen one holds.
  const precision = precisionOfText(value) ?? chosen;
  const input = INPUT_OF[precision];
  return (
    <div className="publish__field publication-date">
      <Field label="Publication date" className="publication-date__date" error={error}>
        <input
          key={precision}
          type={input.type}
          placeholder={input.placeholder}
          inputMode={input.inputMode}
          maxLength={precision === "year" ? 4 : undefined}
          name={name}
          ref={ref}
          value={value}
          onBlur={onBlur}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
      <Field label="Date known to" className="publication-date__precision">
        <select
          value={precision}
          onChange={(event) => {
            const next = event.target.value as DatePrecision;
            setChosen(next);
            onChange(textAtPrecision(value, next));
          }}
        >
          {(Object.keys(PRECISION_LABELS) as DatePrecision[]).map((option) => (
            <option key={option} value={option}>
              {PRECISION_LABELS[option]}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
