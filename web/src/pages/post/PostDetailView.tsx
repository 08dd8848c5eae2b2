// A post's detail: its name as the heading, the authors line, facts, links, text and the work itself.
// Loading it counts a read.
import type { PostDetail, PostType } from "@scholarly/contract";
import { Link } from "react-router";
import { ApiError } from "../../api/client";
import { usePostDetail } from "../../api/publications";
import { HashtagText } from "../../components/hashtag-text/HashtagText";
import { CodePreview } from "../../components/post-card/CodePreview";
import { shownDate } from "../../components/post-card/format-date";
import { PostFacts, postName } from "../../components/post-card/PostCard";
import { PostMedia } from "../../components/post-media/PostMedia";
import { Spinner } from "../../components/spinner/Spinner";
import { SharedBy } from "../../features/authorships/SharedBy";
import { CiteButton } from "../../features/citations/CiteDialog";
import { FediverseComments } from "../../features/comments/FediverseComments";
import { FullTextAccess } from "../../features/full-text/FullTextAccess";
import { PostStatsPanel } from "../../features/stats/PostStatsPanel";
import { FediverseReactions } from "./FediverseReactions";
import { PostAuthors } from "./PostAuthors";
import { PostDocument } from "./PostDocument";

export function PostDetailView({ id, type }: { id: string; type: PostType }) {
  const post = usePostDetail(id, type);

  if (post.isError) return <PostFailed error={post.error} />;
  if (!post.data) return <Spinner label="Loading post" />;
  const detail = post.data;
  const titled = detail.type === "publication" || detail.type === "code";
  return (
    <>
      <h1 className={titled ? "post-page__title" : "visually-hidden"}>{postName(detail)}</h1>
      <PostAuthors authors={detail.authors} etAl={detail.et_al} poster={detail.user_profile} />
      <SharedBy member={detail.shared_by} />
      <PostFacts
        reads={detail.reads}
        {...shownDate(detail)}
        publicationType={detail.publication_type ?? detail.code_of}
      />
      <FediverseReactions likes={detail.fediverse_likes} shares={detail.fediverse_shares} />
      <PostLinks post={detail} />
      <PublicationSource post={detail} />
      {detail.type === "publication" && <CiteButton publicationId={detail.id} />}
      {detail.abstract && <HashtagText text={detail.abstract} />}
      {detail.description && detail.description !== detail.abstract && <HashtagText text={detail.description} />}
      <PostWork post={detail} />
      <FullTextAccess post={detail} />
      <PostStatsPanel id={id} type={type} />
      <FediverseComments post={detail} />
    </>
  );
}

/** A post the server does not have is gone for good; anything else may work on a second try. */
function PostFailed({ error }: { error: Error }) {
  if (!(error instanceof ApiError && error.status === 404))
    return <p role="alert">Failed to load post. Please try again later.</p>;
  return (
    <div role="alert">
      <h1 className="post-page__title">Post not found</h1>
      <p>This post was removed by its author or never existed.</p>
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </div>
  );
}

function PostLinks({ post }: { post: PostDetail }) {
  const code = post.type === "code" ? post.media : null;
  if (!post.doi && !post.upload_document && !post.git_link && !code) return null;
  return (
    <p className="post-page__links">
      {post.upload_document && (
        <a className="post-page__download" href={post.upload_document} download>
          Download PDF
        </a>
      )}
      {code && (
        <a className="post-page__download" href={code} download>
          Download code
        </a>
      )}
      {post.git_link && (
        <a href={post.git_link} target="_blank" rel="noreferrer">
          Git repository
        </a>
      )}
      {post.doi && (
        <a href={`https://doi.org/${post.doi}`} target="_blank" rel="noreferrer">
          DOI: {post.doi}
        </a>
      )}
    </p>
  );
}

function PostWork({ post }: { post: PostDetail }) {
  if (post.type === "publication") return <PostDocument post={post} />;
  if (post.type === "code")
    return post.media ? (
      <CodePreview url={post.media} language={post.code_of ?? ""} label={`First lines of ${post.title}`} />
    ) : null;
  return <PostMedia post={{ ...post, title: postName(post) }} />;
}

/** Where it appeared (journal, volume, issue, pages), its keywords as searches, and its licence. */
function PublicationSource({ post }: { post: PostDetail }) {
  const venue = [
    post.journal,
    post.volume && `vol. ${post.volume}`,
    post.issue && `no. ${post.issue}`,
    post.pages && `pp. ${post.pages}`,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      {venue && <p className="post-page__source">{venue}</p>}
      {post.keywords.length > 0 && (
        <ul className="post-page__keywords" aria-label="Keywords">
          {post.keywords.map((keyword) => (
            <li key={keyword}>
              <Link to={`/search?q=${encodeURIComponent(`"${keyword}"`)}`}>{keyword}</Link>
            </li>
          ))}
        </ul>
      )}
      {post.license && <p className="post-page__license">License: {post.license}</p>}
    </>
  );
}
