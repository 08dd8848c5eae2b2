// Skills added one at a time with an add button (or Enter), shown as removable chips.
import { useId, useState } from "react";
import { addSkill } from "../skills";

export function SkillsInput({ skills, onChange }: { skills: string[]; onChange: (skills: string[]) => void }) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const add = () => {
    onChange(addSkill(skills, typed));
    setTyped("");
  };
  return (
    <div className="field">
      <label htmlFor={id}>Skills</label>
      <div className="skills-input">
        <input
          id={id}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <button type="button" className="button button--secondary" onClick={add}>
          Add skill
        </button>
      </div>
      {skills.length > 0 && (
        <ul className="skill-chips" aria-label="Skills added">
          {skills.map((skill) => (
            <li key={skill} className="skill-chip">
              {skill}
              <button
                type="button"
                aria-label={`Remove skill ${skill}`}
                onClick={() => onChange(skills.filter((kept) => kept !== skill))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
