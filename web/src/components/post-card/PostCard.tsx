// One feed card: author, title linking to the post, hashtagged text, media and facts.
import type { FeedItem } from "@scholarly/contract";
import { Link } from "react-router";
import { HashtagText } from "../hashtag-text/HashtagText";
import { PostMedia } from "../post-media/PostMedia";
import { formatDayMonthYear } from "./format-date";
import { PostAuthor } from "./PostAuthor";
import "./post-card.css";

export function postLink(post: Pick<FeedItem, "id" | "type">): string {
  return `/post/${post.id}?type=${encodeURIComponent(post.type)}`;
}

export function PostCard({ post }: { post: FeedItem }) {
  const link = postLink(post);
  const title = post.title || "Untitled";
  return (
    <article className="post-card" aria-label={title}>
      <PostAuthor author={post.user_profile} />
      <h2 className="post-card__title">
        <Link to={link}>{title}</Link>
      </h2>
      <PostFacts reads={post.reads} createdAt={post.created_at} publicationType={post.publication_type} />
      <p className="post-card__authors">{post.user_profile.name}</p>
      {post.description && <HashtagText text={post.description} />}
      <PostMedia post={post} />
      <Link className="post-card__full-text" to={link}>
        View Full Text
      </Link>
    </article>
  );
}

interface PostFactsProps {
  reads: number;
  createdAt: string;
  publicationType: string | null;
}

export function PostFacts({ reads, createdAt, publicationType }: PostFactsProps) {
  return (
    <ul className="post-facts">
      <li className="post-facts__reads">{reads === 1 ? "1 read" : `${reads} reads`}</li>
      <li>
        <time dateTime={createdAt}>{formatDayMonthYear(createdAt)}</time>
      </li>
      {publicationType && <li className="post-facts__type">{publicationType}</li>}
    </ul>
  );
}
