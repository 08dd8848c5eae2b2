// The feed's content filter: choose a kind of post and apply it, which opens /home?type=….
import { type FormEvent, useId, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import "./content-filter.css";

const CONTENT_TYPES = [
  { value: "all", label: "All" },
  { value: "publication", label: "Publication" },
  { value: "video", label: "Videos" },
  { value: "image", label: "Images" },
  { value: "code", label: "Code" },
] as const;

export function ContentFilter({ onApplied }: { onApplied?: () => void }) {
  const [searchParams] = useSearchParams();
  const [type, setType] = useState(searchParams.get("type") ?? "all");
  const navigate = useNavigate();
  const id = useId();

  function apply(event: FormEvent) {
    event.preventDefault();
    navigate(type === "all" ? "/home" : `/home?type=${type}`);
    onApplied?.();
  }

  return (
    <form className="content-filter" onSubmit={apply}>
      <label htmlFor={id} className="visually-hidden">
        Content filter
      </label>
      <select id={id} value={type} onChange={(event) => setType(event.target.value)}>
        {CONTENT_TYPES.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <button type="submit" className="content-filter__apply">
        Apply Filter
      </button>
    </form>
  );
}
