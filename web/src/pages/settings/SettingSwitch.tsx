// One on/off setting of the settings page, saved by the caller as it changes: a checkbox with its label and an
// optional hint under it.
import type { ReactNode } from "react";

interface SettingSwitchProps {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}

export function SettingSwitch({ label, hint, checked, disabled, onChange }: SettingSwitchProps) {
  return (
    <label className="settings-page__switch">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {hint && <small className="settings-page__hint">{hint}</small>}
      </span>
    </label>
  );
}
