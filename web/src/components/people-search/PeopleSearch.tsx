// The navigation bar's people search: Enter or the icon searches, results drop down below the box.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { usePeopleSearch } from "../../api/people";
import { SearchResults } from "./SearchResults";
import "./people-search.css";

export function PeopleSearch({ compact = false }: { compact?: boolean }) {
  const [text, setText] = useState("");
  const [searched, setSearched] = useState("");
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  const people = usePeopleSearch(searched);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !box.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    setSearched(query);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      input.current?.focus();
    }
    if (event.key === "ArrowDown" && open && event.target === input.current) {
      event.preventDefault();
      box.current?.querySelector<HTMLAnchorElement>(".people-search__result")?.focus();
    }
  };

  return (
    <search
      ref={box}
      className={compact ? "people-search people-search--compact" : "people-search"}
      onKeyDown={onKeyDown}
    >
      <form className="people-search__form" onSubmit={search}>
        <input
          ref={input}
          type="search"
          className="people-search__input"
          aria-label="Search for people"
          aria-controls={resultsId}
          placeholder={compact ? "Search" : "Search for research, journals, people, etc."}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="people-search__button" aria-label="Search">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <div id={resultsId} className="people-search__dropdown" hidden={!open}>
        {open && (
          <SearchResults
            searching={people.isFetching}
            failed={people.isError}
            results={people.data}
            onChoose={() => setOpen(false)}
          />
        )}
      </div>
    </search>
  );
}
