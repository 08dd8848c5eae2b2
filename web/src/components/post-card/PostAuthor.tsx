// A post's author: picture and name linking to their profile, and Follow unless the post is the viewer's own.
import type { UserProfileSummary } from "@scholarly/contract";
import { Link } from "react-router";
import { useSession } from "../../auth/session";
import { Avatar } from "../avatar/Avatar";
import { FollowButton } from "../follow-button/FollowButton";

/** Own profile page for oneself; otherwise the public profile, addressed by profile id. */
export function profileLink(author: UserProfileSummary, viewerUserId: string | null | undefined): string {
  return String(author.user_id) === viewerUserId ? "/profile-view" : `/user-profile/${author.id}`;
}

export function PostAuthor({ author }: { author: UserProfileSummary }) {
  const viewerUserId = useSession()?.userId;
  const own = String(author.user_id) === viewerUserId;
  return (
    <div className="post-author">
      <Link className="post-author__link" to={profileLink(author, viewerUserId)}>
        <Avatar src={author.profile_picture} name={author.name} size={44} />
        <span className="post-author__name">{author.name}</span>
      </Link>
      {!own && <FollowButton profileId={author.id} name={author.name} />}
    </div>
  );
}
