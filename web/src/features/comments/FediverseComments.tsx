// Below a post: its comments from the fediverse. Everyone sees the approved ones; the work's authors also see
// those awaiting approval (and the rejected) with buttons to decide. Hidden while there is nothing to show.

import type { Comment, CommentAction, PostDetail } from "@scholarly/contract";
import { useId } from "react";
import { useComments, useModerateComment } from "../../api/comments";
import { useOwnProfile } from "../../api/profiles";
import { useSession } from "../../auth/session";
import { Avatar } from "../../components/avatar/Avatar";
import { FediverseHtml } from "../../components/fediverse-html/FediverseHtml";
import { formatDayMonthYear } from "../../components/post-card/format-date";
import { Spinner } from "../../components/spinner/Spinner";
import "./comments.css";

/** The poster, or a co-author who confirmed: the server shows them every comment and lets them moderate. */
function useViewerIsAuthor(post: PostDetail): boolean {
  const session = useSession();
  const ownProfileId = useOwnProfile().data?.id;
  if (!session) return false;
  if (session.userId === String(post.user_profile.user_id)) return true;
  return ownProfileId !== undefined && (post.authors ?? []).some((author) => author.profile_id === ownProfileId);
}

export function FediverseComments({ post }: { post: PostDetail }) {
  const id = String(post.id);
  const comments = useComments(id, post.type);
  const moderate = useModerateComment(id, post.type);
  const isAuthor = useViewerIsAuthor(post);
  const headingId = useId();
  const all = comments.data?.results ?? [];
  if (!isAuthor && all.length === 0) return null;

  const decide = (comment: Comment, action: CommentAction) => moderate.mutate({ id: comment.id, action });
  const approved = all.filter((comment) => comment.status === "approved");
  const pending = all.filter((comment) => comment.status === "pending");
  const rejected = all.filter((comment) => comment.status === "rejected");
  return (
    <section className="comments" aria-labelledby={headingId}>
      <h2 id={headingId}>Comments from the fediverse</h2>
      {comments.isPending && <Spinner label="Loading comments" />}
      {comments.isError && <p role="alert">The comments could not be loaded. Please try again later.</p>}
      {moderate.isError && <p role="alert">{moderate.error.message}</p>}
      {comments.isSuccess && all.length === 0 && (
        <p className="comments__empty">
          No replies yet. Replies to this work from Mastodon and other fediverse servers wait here for your approval.
        </p>
      )}
      {isAuthor && pending.length > 0 && (
        <CommentGroup
          title="Awaiting your approval"
          comments={pending}
          actions={["approve", "reject"]}
          onDecide={decide}
        />
      )}
      <CommentList comments={approved} actions={isAuthor ? ["reject"] : []} onDecide={decide} />
      {isAuthor && rejected.length > 0 && (
        <CommentGroup title="Rejected" comments={rejected} actions={["approve"]} onDecide={decide} />
      )}
    </section>
  );
}

interface ListProps {
  comments: Comment[];
  actions: CommentAction[];
  onDecide: (comment: Comment, action: CommentAction) => void;
}

function CommentGroup({ title, ...list }: ListProps & { title: string }) {
  return (
    <>
      <h3 className="comments__group">{title}</h3>
      <CommentList {...list} />
    </>
  );
}

const ACTION_LABELS: Record<CommentAction, string> = { approve: "Approve", reject: "Reject" };

function CommentList({ comments, actions, onDecide }: ListProps) {
  if (comments.length === 0) return null;
  return (
    <ol className="comments__list">
      {comments.map((comment) => (
        <li key={comment.id} className="comment">
          <CommentAuthor comment={comment} />
          <FediverseHtml html={comment.content_html} className="comment__content" />
          {actions.length > 0 && (
            <div className="comment__actions">
              {actions.map((action) => (
                <button
                  key={action}
                  type="button"
                  className={action === "approve" ? "button" : "button button--secondary"}
                  aria-label={`${ACTION_LABELS[action]} the comment by ${comment.author.name}`}
                  onClick={() => onDecide(comment, action)}
                >
                  {ACTION_LABELS[action]}
                </button>
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

function CommentAuthor({ comment: { author, created_at } }: { comment: Comment }) {
  return (
    <p className="comment__author">
      {/* The default picture: the page's CSP loads only this site's images, and another server's would learn who reads. */}
      <Avatar src={null} name={author.name} size={32} />
      <a href={author.url} target="_blank" rel="nofollow ugc noopener noreferrer">
        {author.name}
      </a>
      <span className="comment__handle">@{author.handle}</span>
      <time dateTime={created_at}>{formatDayMonthYear(created_at)}</time>
    </p>
  );
}
