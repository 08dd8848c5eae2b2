// A select over a fixed list of choices, with an empty first option; a saved value outside the list stays visible.
import type { SelectHTMLAttributes } from "react";

type ChoiceSelectProps = {
  choices: readonly string[];
  /** The item's stored value, offered even when the list no longer holds it. */
  saved?: string | null;
  placeholder: string;
  ref?: React.Ref<HTMLSelectElement>;
} & SelectHTMLAttributes<HTMLSelectElement>;

export function ChoiceSelect({ choices: offered, saved, placeholder, ...attributes }: ChoiceSelectProps) {
  const choices = saved && !offered.includes(saved) ? [saved, ...offered] : offered;
  return (
    <select {...attributes}>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice}>{choice}</option>
      ))}
    </select>
  );
}
