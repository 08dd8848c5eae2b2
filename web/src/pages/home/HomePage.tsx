// The home feed: post cards newest first, 10 a page, filtered by ?type= and paged by ?page=.
import { FEED_PAGE_SIZE } from "@scholarly/contract";
import { useSearchParams } from "react-router";
import { useFeed } from "../../api/feed";
import { Pagination } from "../../components/pagination/Pagination";
import { PostCard } from "../../components/post-card/PostCard";
import { Spinner } from "../../components/spinner/Spinner";
import { feedTypeOf, pageNumberOf } from "./feed-address";
import { useFeedErrorToast } from "./use-feed-error-toast";
import "./home.css";

export default function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = feedTypeOf(searchParams.get("type"));
  const page = pageNumberOf(searchParams.get("page"));
  const feed = useFeed(page, type);
  useFeedErrorToast(feed.error);

  const goToPage = (next: number) => {
    setSearchParams((params) => {
      params.set("page", String(next));
      return params;
    });
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  return (
    <section className="home-feed" aria-labelledby="home-feed-title">
      <h1 id="home-feed-title" className="home-feed__title">
        {type ? `Feed: ${type}` : "Feed"}
      </h1>
      {feed.isPending && (
        <div className="home-feed__status">
          <Spinner label="Loading posts" />
        </div>
      )}
      {feed.isSuccess && feed.data.results.length === 0 && <p className="home-feed__status">No posts yet.</p>}
      {feed.data && (
        <>
          <ol className="home-feed__list" aria-busy={feed.isFetching}>
            {feed.data.results.map((post) => (
              <li key={`${post.type}-${post.id}`}>
                <PostCard post={post} />
              </li>
            ))}
          </ol>
          <Pagination page={page} count={feed.data.count} pageSize={FEED_PAGE_SIZE} onChange={goToPage} />
        </>
      )}
    </section>
  );
}
