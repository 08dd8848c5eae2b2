// One feed card, laid out for its kind of post: a publication's title, facts, abstract and first-page thumbnail;
// an image or a video with its description; a code post's title, language and first lines.
import { type DatePrecision, type FeedItem, publicationDateText } from "@scholarly/contract";
import { Link } from "react-router";
import { HashtagText } from "../hashtag-text/HashtagText";
import { CodePreview } from "./CodePreview";
import { DocumentIcon } from "./DocumentIcon";
import { formatPublicationDate, shownDate } from "./format-date";
import { PostAuthor } from "./PostAuthor";
import "./post-card.css";

export function postLink(post: Pick<FeedItem, "id" | "type">): string {
  return `/post/${post.id}?type=${encodeURIComponent(post.type)}`;
}

const KIND_NAMES: Record<FeedItem["type"], string> = {
  publication: "Publication",
  image: "Image",
  video: "Video",
  code: "Code",
  others: "Post",
};

/** What names a post: its title; for images and videos, which have none, the start of the description. */
export function postName(post: Pick<FeedItem, "title" | "description" | "type" | "user_profile">): string {
  if (post.title) return post.title;
  const text = post.description.trim();
  if (text) return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  return `${KIND_NAMES[post.type]} by ${post.user_profile.name}`;
}

export function PostCard({ post }: { post: FeedItem }) {
  return (
    <article className={`post-card post-card--${post.type}`} aria-label={postName(post)}>
      <PostAuthor author={post.user_profile} />
      <CardBody post={post} />
    </article>
  );
}

function CardBody({ post }: { post: FeedItem }) {
  switch (post.type) {
    case "image":
      return <ImageCard post={post} />;
    case "video":
      return <VideoCard post={post} />;
    case "code":
      return <CodeCard post={post} />;
    default:
      return <PublicationCard post={post} />;
  }
}

function PublicationCard({ post }: { post: FeedItem }) {
  const link = postLink(post);
  return (
    <div className="post-card__publication">
      <Link className="post-card__thumbnail" to={link} tabIndex={-1} aria-hidden="true">
        {post.thumbnail ? (
          <img src={post.thumbnail} alt="" loading="lazy" />
        ) : (
          <DocumentIcon metadataOnly={post.upload_mode === "none"} />
        )}
      </Link>
      <div className="post-card__text">
        <h2 className="post-card__title">
          <Link to={link}>{postName(post)}</Link>
        </h2>
        <p className="post-card__authors">{post.author || post.user_profile.name}</p>
        <PostFacts
          reads={post.reads}
          {...shownDate(post)}
          publicationType={post.publication_type}
          venue={post.journal}
        />
        {post.upload_mode === "none" && <p className="post-card__no-full-text">Full text not available here</p>}
        {post.description && <HashtagText className="post-card__abstract" text={post.description} />}
      </div>
    </div>
  );
}

function ImageCard({ post }: { post: FeedItem }) {
  const source = post.thumbnail_large ?? post.thumbnail ?? post.image;
  return (
    <>
      {post.description && <HashtagText text={post.description} />}
      {source && (
        <Link className="post-card__picture" to={postLink(post)}>
          <img src={source} alt={postName(post)} loading="lazy" />
        </Link>
      )}
      <PostFacts reads={post.reads} createdAt={post.created_at} publicationType={null} />
    </>
  );
}

function VideoCard({ post }: { post: FeedItem }) {
  return (
    <>
      {post.description && <HashtagText text={post.description} />}
      {post.video && (
        // biome-ignore lint/a11y/useMediaCaption: members upload their own videos without caption tracks
        <video
          className="post-card__video"
          src={post.video}
          poster={post.thumbnail ?? undefined}
          controls
          preload="none"
          aria-label={postName(post)}
        />
      )}
      <PostFacts reads={post.reads} createdAt={post.created_at} publicationType={null} />
    </>
  );
}

function CodeCard({ post }: { post: FeedItem }) {
  const link = postLink(post);
  return (
    <>
      <h2 className="post-card__title">
        <Link to={link}>{postName(post)}</Link>
      </h2>
      <PostFacts reads={post.reads} createdAt={post.created_at} publicationType={post.code_of} />
      {post.description && <p className="post-card__abstract">{post.description}</p>}
      {post.code && (
        <CodePreview url={post.code} language={post.code_of ?? ""} label={`First lines of ${postName(post)}`} />
      )}
      <p className="post-card__actions">
        <Link className="post-card__action" to={link}>
          View code
        </Link>
        {post.git_link && (
          <a className="post-card__action" href={post.git_link} target="_blank" rel="noreferrer">
            Git repository
          </a>
        )}
      </p>
    </>
  );
}

interface PostFactsProps {
  reads: number;
  createdAt: string;
  /** How much of the date is known; a publication may give only its year or month. Default: the day. */
  datePrecision?: DatePrecision;
  publicationType: string | null;
  /** The journal, conference or book a publication appeared in. */
  venue?: string | null;
}

export function PostFacts({ reads, createdAt, datePrecision = "day", publicationType, venue }: PostFactsProps) {
  const machineDate = datePrecision === "day" ? createdAt : publicationDateText(createdAt, datePrecision);
  return (
    <ul className="post-facts">
      {venue && <li className="post-facts__venue">{venue}</li>}
      {publicationType && <li className="post-facts__type">{publicationType}</li>}
      <li>
        <time dateTime={machineDate}>{formatPublicationDate(createdAt, datePrecision)}</time>
      </li>
      <li className="post-facts__reads">{reads === 1 ? "1 read" : `${reads} reads`}</li>
    </ul>
  );
}
