import type { PortfolioSubmission } from "../portfolio-form-data";

/** Every portfolio form: edits `item` when given, otherwise adds. */
export interface PortfolioFormProps<Item> {
  item: Item | null;
  busy: boolean;
  onSubmit: (submission: PortfolioSubmission) => void;
  onCancel: () => void;
}

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

export const REQUIRED = "This field is required";

/** Names of the fields left blank among `required`, each with `message`. */
export function blankFields<Name extends string>(
  values: Record<Name, string>,
  required: readonly Name[],
  message = REQUIRED,
): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const name of required) if (!values[name].trim()) errors[name] = message;
  return errors;
}
