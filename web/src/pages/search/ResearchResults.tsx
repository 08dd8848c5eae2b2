// The research hits of a search: feed cards, each with the snippet of where it matched, in numbered pages.
import { FEED_PAGE_SIZE, type SearchPage } from "@scholarly/contract";
import { Pagination } from "../../components/pagination/Pagination";
import { PostCard } from "../../components/post-card/PostCard";
import { MarkedSnippet } from "../../features/search/MarkedSnippet";

interface ResearchResultsProps {
  answer: SearchPage;
  page: number;
  busy: boolean;
  onPage: (page: number) => void;
}

export function ResearchResults({ answer, page, busy, onPage }: ResearchResultsProps) {
  const about = answer.count_is_estimate ? "About " : "";
  return (
    <>
      <p className="search-page__count">
        {about}
        {answer.count === 1 ? "1 result" : `${answer.count.toLocaleString("en")} results`}
      </p>
      <ol className="search-page__list" aria-label="Research found" aria-busy={busy}>
        {answer.results.map((hit) => (
          <li key={`${hit.type}-${hit.id}`}>
            <MarkedSnippet highlight={hit.highlight} matchedIn={hit.matched_in} />
            <PostCard post={hit} />
          </li>
        ))}
      </ol>
      <Pagination page={page} count={answer.count} pageSize={FEED_PAGE_SIZE} onChange={onPage} label="Result pages" />
    </>
  );
}
