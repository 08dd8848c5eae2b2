// The landing page's newest public works, with a way to see them all on the search page.
import { Link } from "react-router";
import { useNewestPublications } from "../../api/search";
import { PostCard } from "../../components/post-card/PostCard";
import { Spinner } from "../../components/spinner/Spinner";
import { searchAddress } from "../../features/search/search-address";

const SHOWN = 5;
const ALL_NEWEST = searchAddress({ q: "", tab: "research", kind: "publication", sort: "newest", page: 1 });

export function NewestPublications() {
  const newest = useNewestPublications(SHOWN);
  return (
    <section className="landing-page__newest" aria-labelledby="newest-title">
      <h2 id="newest-title">Newest public works</h2>
      {newest.isPending && <Spinner label="Loading the newest works" />}
      {newest.isError && (
        <p role="alert">
          The newest works could not be loaded.{" "}
          <button type="button" className="button button--secondary" onClick={() => newest.refetch()}>
            Try again
          </button>
        </p>
      )}
      {newest.data?.results.length === 0 && <p>Nothing has been published yet.</p>}
      {newest.data && newest.data.results.length > 0 && (
        <>
          <ol className="landing-page__works" aria-label="Newest public works">
            {newest.data.results.map((work) => (
              <li key={`${work.type}-${work.id}`}>
                <PostCard post={work} />
              </li>
            ))}
          </ol>
          <Link to={ALL_NEWEST}>See all public works, newest first</Link>
        </>
      )}
    </section>
  );
}
