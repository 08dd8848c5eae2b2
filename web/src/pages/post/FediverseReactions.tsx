// How a post was received on the fediverse: "3 likes and 1 boost on the fediverse", nothing when neither.
import { countLabel } from "../../features/follows/count-label";

export function FediverseReactions({ likes, shares }: { likes: number; shares: number }) {
  const counted = [
    likes > 0 && countLabel(likes, "like", "likes"),
    shares > 0 && countLabel(shares, "boost", "boosts"),
  ].filter(Boolean);
  if (counted.length === 0) return null;
  return <p className="post-page__fediverse">{`${counted.join(" and ")} on the fediverse`}</p>;
}
