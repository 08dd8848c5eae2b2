// The hashtags most used this week, as links to searches for them.
import { useTrendingHashtags } from "../../api/search";
import { HashtagLink } from "../../components/hashtag-text/HashtagText";

export function TrendingHashtags() {
  const trending = useTrendingHashtags();
  const tags = trending.data?.results ?? [];
  if (tags.length === 0) return null;
  return (
    <aside className="trending-hashtags" aria-labelledby="trending-hashtags-title">
      <h2 id="trending-hashtags-title" className="trending-hashtags__title">
        Trending this week
      </h2>
      <ul className="trending-hashtags__list">
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            <HashtagLink tag={tag} /> <span className="trending-hashtags__count">{count}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
