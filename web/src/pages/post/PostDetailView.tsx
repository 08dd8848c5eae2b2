// A post's detail: author, title, facts, hashtagged text and media. Loading it counts a read.
import type { PostType } from "@scholarly/contract";
import { usePostDetail } from "../../api/publications";
import { HashtagText } from "../../components/hashtag-text/HashtagText";
import { PostAuthor } from "../../components/post-card/PostAuthor";
import { PostFacts } from "../../components/post-card/PostCard";
import { PostMedia } from "../../components/post-media/PostMedia";
import { Spinner } from "../../components/spinner/Spinner";
import { FullTextAccess } from "../../features/full-text/FullTextAccess";
import { PostStatsPanel } from "../../features/stats/PostStatsPanel";

export function PostDetailView({ id, type }: { id: string; type: PostType }) {
  const post = usePostDetail(id, type);

  if (post.isError) return <p role="alert">Failed to load post. Please try again later.</p>;
  if (!post.data) return <Spinner label="Loading post" />;
  const detail = post.data;
  return (
    <>
      <PostAuthor author={detail.user_profile} />
      <h1 className="post-page__title">{detail.title || "Untitled"}</h1>
      <PostFacts reads={detail.reads} createdAt={detail.created_at} publicationType={detail.publication_type} />
      {detail.author && <p className="post-page__authors">{detail.author}</p>}
      {detail.abstract && <HashtagText text={detail.abstract} />}
      {detail.description && detail.description !== detail.abstract && <HashtagText text={detail.description} />}
      {detail.doi && <p>DOI: {detail.doi}</p>}
      <PostMedia post={{ ...detail, upload_document: detail.upload_document ?? detail.media }} />
      <FullTextAccess post={detail} />
      <PostStatsPanel id={id} type={type} />
    </>
  );
}
