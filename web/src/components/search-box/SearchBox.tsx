// The navigation bar's search: suggests people and research while the member types (a combobox the arrow
// keys walk); Enter or the icon opens the full results at /search.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useOwnProfile } from "../../api/profiles";
import { useSuggestions } from "../../api/search";
import { searchAddress } from "../../features/search/search-address";
import { Avatar } from "../avatar/Avatar";
import { suggestionOptions } from "./suggestion-options";
import { useDebounced } from "./use-debounced";
import "./search-box.css";

const TYPING_PAUSE_MS = 250;

export function SearchBox({ compact = false }: { compact?: boolean }) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const typed = text.trim();
  const settled = useDebounced(typed, TYPING_PAUSE_MS);
  const suggestions = useSuggestions(settled);
  const ownProfileId = useOwnProfile().data?.id;
  const options = typed ? suggestionOptions(typed, suggestions.data, ownProfileId) : [];
  const searching = typed !== settled || suggestions.isFetching;
  const expanded = open && typed !== "";

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !box.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    navigate(href);
  };

  const searchAll = (event?: FormEvent) => {
    event?.preventDefault();
    if (typed) go(searchAddress({ q: typed, tab: "all", sort: "relevance", page: 1 }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      setOpen(true);
      const last = options.length - 1;
      // Past either end the input itself is active again, as in a native autocomplete.
      if (event.key === "ArrowDown") setActive((current) => (current >= last ? -1 : current + 1));
      else setActive((current) => (current <= -1 ? last : current - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = expanded ? options[active] : undefined;
      if (chosen) go(chosen.href);
      else searchAll();
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <search ref={box} className={compact ? "search-box search-box--compact" : "search-box"}>
      <form className="search-box__form" onSubmit={searchAll}>
        <input
          type="search"
          role="combobox"
          className="search-box__input"
          aria-label="Search research and people"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={compact ? "Search" : "Search for research, journals, people, etc."}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search-box__button" aria-label="Search">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <div className="search-box__dropdown" hidden={!expanded}>
        {searching && (
          <p className="search-box__status" role="status">
            Searching...
          </p>
        )}
        <div id={listId} role="listbox" aria-label="Suggestions" className="search-box__options">
          {options.map((option, index) => (
            // The keys are the input's (aria-activedescendant): focus stays in the box while options are walked.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles Enter and the arrow keys
            <div
              key={option.key}
              tabIndex={-1}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? "search-box__option search-box__option--active" : "search-box__option"}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => go(option.href)}
            >
              {option.group === "people" && <Avatar src={option.picture ?? null} name={option.label} size={32} />}
              <span className="search-box__label">{option.label}</span>
              {option.detail && <span className="search-box__detail">{option.detail}</span>}
            </div>
          ))}
        </div>
      </div>
    </search>
  );
}
