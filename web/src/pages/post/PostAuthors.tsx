// The authors line of a post: each author in order, members linked to their profiles, and Follow for another's post.
import type { PublicationAuthor, UserProfileSummary } from "@scholarly/contract";
import { Link } from "react-router";
import { useSession } from "../../auth/session";
import { Avatar } from "../../components/avatar/Avatar";
import { FollowButton } from "../../components/follow-button/FollowButton";
import { profileLink } from "../../components/post-card/PostAuthor";

/** `authors` is a publication's author list; other posts (and an empty list) name the poster alone. */
export function PostAuthors({
  authors,
  etAl = false,
  poster,
}: {
  authors: readonly PublicationAuthor[];
  /** The list is not complete: "et al." follows it. */
  etAl?: boolean;
  poster: UserProfileSummary;
}) {
  const viewerUserId = useSession()?.userId;
  const own = String(poster.user_id) === viewerUserId;
  const listed = authors.length > 0 ? authors : [{ name: poster.name, orcid: null, profile_id: poster.id }];
  const linkTo = (profileId: number) =>
    profileId === poster.id ? profileLink(poster, viewerUserId) : `/user-profile/${profileId}`;
  return (
    <div className="post-authors">
      <Avatar src={poster.profile_picture} name={poster.name} size={36} />
      <p className="post-authors__names">
        {listed.map((author, index) => (
          <span key={`${author.profile_id ?? ""}|${author.orcid ?? ""}|${author.name}`}>
            {index > 0 && ", "}
            {author.profile_id ? <Link to={linkTo(author.profile_id)}>{author.name}</Link> : author.name}
          </span>
        ))}
        {etAl && " et al."}
      </p>
      {viewerUserId && !own && <FollowButton profileId={poster.id} name={poster.name} />}
    </div>
  );
}
