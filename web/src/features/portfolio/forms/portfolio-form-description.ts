// What a portfolio section's add/edit form is made of: its contract schema and its fields in page order. One
// component (PortfolioForm) renders any of them; the values it starts from and sends follow from the fields.
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { FormWording } from "../../../components/field/use-schema-form";
import type { PeriodNames } from "../fields/PeriodFields";
import { monthOf } from "../period";

/** A start and end month and year with a "current" checkbox that leaves the end out. */
export interface PeriodInput<Name extends string> extends PeriodNames<Record<Name, unknown>> {
  input: "period";
  currentLabel: string;
  /** False where the flag is the form's own (education): it only leaves the end out and is not sent. */
  currentStored: boolean;
  /** Months are sent only when chosen (part 2 section 7), not as an empty choice. */
  monthsOnlyWhenChosen?: boolean;
}

/** One field of a portfolio form, by the kind of input it is; `name` is the contract's field name. */
export type PortfolioField<Name extends string = string> =
  | { input: "text"; name: Name; label: string }
  | { input: "choice"; name: Name; label: string; choices: readonly string[] }
  | PeriodInput<Name>
  /** The 500-character description with its counter. */
  | { input: "description" }
  /** Skills added one at a time as chips, or typed comma-separated (the server splits them). */
  | { input: "skills"; typed: "one at a time" | "comma-separated" };

export interface PortfolioFormDescription {
  /** The contract's fields of the section (extended where the form has a field of its own). */
  schema: z.ZodType<unknown, FieldValues>;
  wording?: FormWording<FieldValues>;
  fields: readonly PortfolioField[];
}

/** A section's form, its field names checked against its schema. */
export function describePortfolioForm<Schema extends z.ZodObject>(description: {
  schema: Schema;
  wording?: FormWording<z.input<Schema>>;
  fields: readonly PortfolioField<keyof z.input<Schema> & string>[];
}): PortfolioFormDescription {
  return description as PortfolioFormDescription;
}

/** A saved item's value of one field, or undefined when adding. */
export function savedValue(item: object | null, name: string): unknown {
  return item ? (item as Record<string, unknown>)[name] : undefined;
}

/** What the form starts from: the item edited, or empty fields when adding. */
export function startingValues(description: PortfolioFormDescription, item: object | null): FieldValues {
  const saved = (name: string) => savedValue(item, name);
  const values: FieldValues = {};
  for (const field of description.fields) {
    if (field.input === "text" || field.input === "choice") values[field.name] = saved(field.name) ?? "";
    if (field.input === "description") values.description = saved("description") ?? "";
    if (field.input === "skills") {
      const skills = (saved("skills") as string[] | undefined) ?? [];
      values.skills = field.typed === "comma-separated" ? skills.join(", ") : skills;
    }
    if (field.input === "period") {
      values[field.current] = saved(field.current) ?? false;
      values[field.startMonth] = monthOf(saved(field.startMonth) as string | null | undefined) ?? "";
      values[field.startYear] = saved(field.startYear) ?? "";
      values[field.endMonth] = monthOf(saved(field.endMonth) as string | null | undefined) ?? "";
      values[field.endYear] = saved(field.endYear) ?? "";
    }
  }
  return values;
}

/** The values as the endpoint takes them: no end for a current item, and only what the contract stores. */
export function valuesToSend(description: PortfolioFormDescription, values: FieldValues): FieldValues {
  const sent = { ...values };
  for (const field of description.fields) {
    if (field.input !== "period") continue;
    if (values[field.current]) {
      sent[field.endMonth] = undefined;
      sent[field.endYear] = undefined;
    }
    if (!field.currentStored) delete sent[field.current];
    if (field.monthsOnlyWhenChosen) {
      sent[field.startMonth] ||= undefined;
      sent[field.endMonth] ||= undefined;
    }
  }
  return sent;
}
