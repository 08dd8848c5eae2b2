// The research filters and sort of the search page: kind, publication type, year range, full text here, relevance
// or newest.
import { POST_TYPES, PUBLICATION_TYPES, SEARCH_SORTS } from "@scholarly/contract";
import { PublicationTypeOptions } from "../../features/publication-metadata/PublicationTypeOptions";
import type { SearchState } from "../../features/search/search-address";

interface SearchFiltersProps {
  state: SearchState;
  onChange: (changes: Partial<SearchState>) => void;
}

const yearValue = (text: string) => {
  const year = Number(text);
  return text.length === 4 && Number.isInteger(year) ? year : undefined;
};

export function SearchFilters({ state, onChange }: SearchFiltersProps) {
  return (
    <fieldset className="search-filters">
      <legend className="search-filters__legend">Filters</legend>
      <label>
        Kind
        <select
          value={state.kind ?? ""}
          onChange={(event) => onChange({ kind: POST_TYPES.find((kind) => kind === event.target.value) })}
        >
          <option value="">Any kind</option>
          {POST_TYPES.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </select>
      </label>
      <label>
        Publication type
        <select
          value={state.publicationType ?? ""}
          onChange={(event) =>
            onChange({ publicationType: PUBLICATION_TYPES.find((type) => type === event.target.value) })
          }
        >
          <option value="">Any type</option>
          <PublicationTypeOptions />
        </select>
      </label>
      <label>
        From year
        <input
          type="number"
          min={1000}
          max={9999}
          defaultValue={state.yearFrom ?? ""}
          onBlur={(event) => onChange({ yearFrom: yearValue(event.target.value) })}
        />
      </label>
      <label>
        To year
        <input
          type="number"
          min={1000}
          max={9999}
          defaultValue={state.yearTo ?? ""}
          onBlur={(event) => onChange({ yearTo: yearValue(event.target.value) })}
        />
      </label>
      <label className="search-filters__check">
        <input
          type="checkbox"
          checked={state.fullText === true}
          onChange={(event) => onChange({ fullText: event.target.checked || undefined })}
        />
        Has full text
      </label>
      <label>
        Sort by
        <select
          value={state.sort}
          onChange={(event) => onChange({ sort: SEARCH_SORTS.find((sort) => sort === event.target.value) })}
        >
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sort === "relevance" ? "Relevance" : "Newest"}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
