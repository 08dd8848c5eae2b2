// A post's author: picture and name linking to their profile, and Follow for a member unless the post is their own.
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
  const session = useSession();
  const viewerUserId = session?.userId;
  // A visitor has no one to follow with: signing up is offered by the page instead.
  const canFollow = session !== null && String(author.user_id) !== viewerUserId;
  return (
    <div className="post-author">
      <Link className="post-author__link" to={profileLink(author, viewerUserId)}>
        <Avatar src={author.profile_picture} name={author.name} size={44} />
        <span className="post-author__name">{author.name}</span>
      </Link>
      {canFollow && <FollowButton profileId={author.id} name={author.name} />}
    </div>
  );
}
