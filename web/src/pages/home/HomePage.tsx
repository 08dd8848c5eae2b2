// The home feed: post cards newest first, 10 a page, filtered by ?type= (the tabs) and paged by ?page=; Everyone
// or only the members followed (?feed=following, with the posts of fediverse accounts followed), both filters at
// once, and this week's trending hashtags.
import { FEED_PAGE_SIZE, HOME_FEEDS } from "@scholarly/contract";
import { useSearchParams } from "react-router";
import { useFeed } from "../../api/feed";
import { Pagination } from "../../components/pagination/Pagination";
import { FediverseCard } from "../../components/post-card/FediverseCard";
import { PostCard } from "../../components/post-card/PostCard";
import { Spinner } from "../../components/spinner/Spinner";
import { TabList } from "../../components/tab-list/TabList";
import { EmptyFeed, FeedFailed } from "./FeedStates";
import { FeedTabs } from "./FeedTabs";
import { feedAddress, feedTypeOf, homeFeedOf, pageNumberOf } from "./feed-address";
import { TrendingHashtags } from "./TrendingHashtags";
import { useFeedErrorToast } from "./use-feed-error-toast";
import { WhoToFollow } from "./WhoToFollow";
import "./home.css";

export default function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = feedTypeOf(searchParams.get("type"));
  const page = pageNumberOf(searchParams.get("page"));
  // The kind of post and whose posts are two filters that apply together.
  const which = homeFeedOf(searchParams.get("feed"));
  const feed = useFeed(page, type, which);
  useFeedErrorToast(feed.error);

  const goToPage = (next: number) => {
    setSearchParams(
      (params) => {
        params.set("page", String(next));
        return params;
      },
      { preventScrollReset: true },
    );
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  return (
    <section className="home-feed" aria-labelledby="home-feed-title">
      <h1 id="home-feed-title" className="home-feed__title">
        {type ? `Feed: ${type}` : "Feed"}
      </h1>
      <FeedTabs current={type} feed={which} />
      {feed.isPending && (
        <div className="home-feed__status">
          <Spinner label="Loading posts" />
        </div>
      )}
      <TabList
        tabs={HOME_FEEDS}
        selected={which}
        onSelect={(choice) => setSearchParams(feedAddress(type, choice))}
        labelOf={(choice) => (choice === "everyone" ? "Everyone" : "Following")}
        label="Whose posts"
      />
      <TrendingHashtags />
      {feed.isError && !feed.data && <FeedFailed onRetry={() => feed.refetch()} retrying={feed.isFetching} />}
      {feed.isSuccess && feed.data.results.length === 0 && (which === "following" ? <WhoToFollow /> : <EmptyFeed />)}
      {feed.data && feed.data.results.length > 0 && (
        <>
          <ol className="home-feed__list" aria-busy={feed.isFetching}>
            {feed.data.results.map((post) => (
              <li key={`${post.type}-${post.id}`}>
                {post.type === "fediverse" ? <FediverseCard card={post} /> : <PostCard post={post} />}
              </li>
            ))}
          </ol>
          <Pagination page={page} count={feed.data.count} pageSize={FEED_PAGE_SIZE} onChange={goToPage} />
        </>
      )}
    </section>
  );
}
