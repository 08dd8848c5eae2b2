// The navigation bar's search: suggests people and research while the member types (a combobox the arrow
// keys walk); Enter or the icon opens the full results at /search. A fediverse handle (@name@host) is offered
// to follow first.
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useFollowFediverseAccount } from "../../api/fediverse-following";
import { useOwnProfile } from "../../api/profiles";
import { useSuggestions } from "../../api/search";
import { searchAddress } from "../../features/search/search-address";
import { Avatar } from "../avatar/Avatar";
import { keepFocusInInput, useCombobox } from "../combobox/use-combobox";
import { toast } from "../toasts/toasts";
import { suggestionOptions } from "./suggestion-options";
import { useDebounced } from "./use-debounced";
import "./search-box.css";

const TYPING_PAUSE_MS = 250;

export function SearchBox({ compact = false }: { compact?: boolean }) {
  const [text, setText] = useState("");
  const box = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const typed = text.trim();
  const settled = useDebounced(typed, TYPING_PAUSE_MS);
  const suggestions = useSuggestions(settled);
  const ownProfileId = useOwnProfile().data?.id;
  const options = typed ? suggestionOptions(typed, suggestions.data, ownProfileId) : [];
  const searching = typed !== settled || suggestions.isFetching;
  const followFediverse = useFollowFediverseAccount();

  const followHandle = (handle: string) =>
    followFediverse.mutate(handle, {
      onSuccess: (account) =>
        toast.success(
          account.status === "accepted"
            ? `You follow @${account.handle}.`
            : `Follow request sent to @${account.handle}: pending until their server accepts.`,
        ),
      onError: (error) => toast.error(error.message),
    });

  const searchAll = (event?: FormEvent) => {
    event?.preventDefault();
    combobox.close();
    if (typed) navigate(searchAddress({ q: typed, tab: "all", sort: "relevance", page: 1 }));
  };
  const combobox = useCombobox({
    options,
    canOpen: typed !== "",
    onPick: (option) => (option.group === "fediverse" ? followHandle(typed) : navigate(option.href)),
    onEnter: searchAll,
    container: box,
  });
  const { expanded, active } = combobox;

  return (
    <search ref={box} className={compact ? "search-box search-box--compact" : "search-box"}>
      <form className="search-box__form" onSubmit={searchAll}>
        <input
          type="search"
          {...combobox.inputProps}
          className="search-box__input"
          aria-label="Search research and people"
          placeholder={compact ? "Search" : "Search for research, journals, people, etc."}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            combobox.typed();
          }}
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
        <div id={combobox.listId} role="listbox" aria-label="Suggestions" className="search-box__options">
          {options.map((option, index) => (
            // The keys are the input's (aria-activedescendant): focus stays in the box while options are walked.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles Enter and the arrow keys
            <div
              key={option.key}
              id={combobox.optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onPointerDown={keepFocusInInput}
              onClick={() => combobox.pick(option)}
              className={index === active ? "search-box__option search-box__option--active" : "search-box__option"}
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
