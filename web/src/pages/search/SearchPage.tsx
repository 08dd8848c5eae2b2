// /search: tabs All, People and Research over one query held whole in the address, with filters, sort and
// numbered pages of 10 research hits.
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../api/client";
import { usePeopleSearch } from "../../api/people";
import { useResearchSearch } from "../../api/search";
import { Spinner } from "../../components/spinner/Spinner";
import { TabList, TabPanel } from "../../components/tab-list/TabList";
import {
  hasResearchQuery,
  readSearchState,
  SEARCH_TABS,
  type SearchState,
  type SearchTab,
  searchAddress,
} from "../../features/search/search-address";
import { PeopleResults } from "./PeopleResults";
import { ResearchResults } from "./ResearchResults";
import { SearchFilters } from "./SearchFilters";
import "./search-page.css";

const TAB_NAMES: Record<SearchTab, string> = { all: "All", people: "People", research: "Research" };
const PEOPLE_ON_ALL = 3;

export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = readSearchState(params);
  const text = state.q.trim();
  const showsResearch = state.tab !== "people";
  const research = useResearchSearch(state, showsResearch);
  const people = usePeopleSearch(state.tab === "research" ? "" : text);

  /** Every change is a new address, so Back returns to the search before it; a new filter starts at page 1. */
  const change = (changes: Partial<SearchState>) => navigate(searchAddress({ ...state, page: 1, ...changes }));

  const peopleAnswered = state.tab === "research" || text === "" || people.isSuccess || people.isError;
  const researchAnswered = !showsResearch || !hasResearchQuery(state) || research.isSuccess || research.isError;
  const peopleFound = state.tab !== "research" && (people.data?.length ?? 0) > 0;
  const researchFound = showsResearch && (research.data?.count ?? 0) > 0;
  const nothing = peopleAnswered && researchAnswered && !peopleFound && !researchFound;

  return (
    <section className="search-page" aria-labelledby="search-page-title">
      <h1 id="search-page-title" className="search-page__title">
        {text ? `Results for "${state.q}"` : "Search"}
      </h1>
      <TabList
        tabs={SEARCH_TABS}
        selected={state.tab}
        onSelect={(tab) => change({ tab })}
        labelOf={(tab) => TAB_NAMES[tab]}
        label="What to show"
        idPrefix="search"
      />
      {showsResearch && <SearchFilters key={params.toString()} state={state} onChange={change} />}
      <TabPanel tab={state.tab} idPrefix="search">
        {state.tab !== "research" && (
          <PeopleResults text={text} limit={state.tab === "all" ? PEOPLE_ON_ALL : undefined} />
        )}
        {showsResearch && research.isFetching && !research.data && <Spinner label="Searching research" />}
        {showsResearch && research.data && research.data.count > 0 && (
          <ResearchResults
            answer={research.data}
            page={state.page}
            busy={research.isFetching}
            onPage={(page) => navigate(searchAddress({ ...state, page }))}
          />
        )}
        {research.isError && (
          <p className="search-page__status" role="alert">
            {/* A visitor past their ceiling is told to sign in or wait; anything else is an outage. */}
            {research.error instanceof ApiError && research.error.status === 429
              ? research.error.message
              : "Search is unavailable right now."}
          </p>
        )}
        {nothing && (
          <p className="search-page__status">No results for "{state.q}". Check the spelling or try fewer words.</p>
        )}
      </TabPanel>
    </section>
  );
}
