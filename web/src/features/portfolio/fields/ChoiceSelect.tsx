// A select over a fixed list of choices, with an empty first option; a saved value outside the list stays visible.
type ChoiceSelectProps = {
  choices: readonly string[];
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange">;

export function ChoiceSelect({ choices: offered, value, onChange, placeholder, ...attributes }: ChoiceSelectProps) {
  const choices = value && !offered.includes(value) ? [value, ...offered] : offered;
  return (
    <select {...attributes} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice}>{choice}</option>
      ))}
    </select>
  );
}
