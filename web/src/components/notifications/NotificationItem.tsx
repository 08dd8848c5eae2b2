// One notification: who, what, when, and what can be done from it (send or decline a full-text request, save a sent
// file, confirm or decline being named a co-author).
import type { Notification } from "@scholarly/contract";
import { Link } from "react-router";
import { Avatar } from "../avatar/Avatar";
import { formatDayMonthYear } from "../post-card/format-date";
import { AuthorshipActions } from "./AuthorshipActions";
import { FullTextRequestActions } from "./FullTextRequestActions";
import { SaveFullTextButton } from "./SaveFullTextButton";

export function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: Notification;
  onNavigate?: () => void;
}) {
  const { actor, post } = notification;
  const sentence = post ? (
    <Link to={`/post/${post.id}?type=${post.type}`} onClick={onNavigate}>
      {notification.text}
    </Link>
  ) : (
    notification.text
  );
  return (
    <article className={notification.read ? "notification" : "notification notification--unread"}>
      <Avatar src={actor?.profile_picture} name={actor?.name ?? ""} size={40} />
      <div className="notification__body">
        <p className="notification__text">
          {!notification.read && <span className="visually-hidden">Unread: </span>}
          {sentence}
        </p>
        <time className="notification__time" dateTime={notification.created_at}>
          {formatDayMonthYear(notification.created_at)}
        </time>
        {notification.kind === "full_text_request" && notification.request_id !== undefined && (
          <FullTextRequestActions requestId={notification.request_id} status={notification.request_status} />
        )}
        {notification.kind === "coauthor" && post?.type === "publication" && (
          <AuthorshipActions publicationId={post.id} status={notification.authorship_status} />
        )}
        {notification.link && <SaveFullTextButton link={notification.link} />}
      </div>
    </article>
  );
}
