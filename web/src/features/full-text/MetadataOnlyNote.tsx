// Under a metadata-only publication: its full text is not here, where it may be found (the DOI, else the
// publisher's page), and either a way to ask the authors for it or, for its author, a way to add it.
import type { PostDetail } from "@scholarly/contract";
import { Link } from "react-router";
import { useSession } from "../../auth/session";
import { RequestFullTextButton } from "./RequestFullTextButton";

/** Where the work is published: its DOI resolved, else the link the member gave; null when neither is known. */
export function publisherLink(post: Pick<PostDetail, "doi" | "url">): string | null {
  if (post.doi) return `https://doi.org/${post.doi}`;
  return post.url;
}

export function MetadataOnlyNote({ post }: { post: Pick<PostDetail, "id" | "doi" | "url" | "user_profile"> }) {
  const viewerUserId = useSession()?.userId;
  const isPoster = viewerUserId !== undefined && viewerUserId === String(post.user_profile.user_id);
  const elsewhere = publisherLink(post);
  return (
    <div className="full-text">
      <p className="full-text__note">Full text not available here.</p>
      {elsewhere && (
        <a href={elsewhere} target="_blank" rel="noreferrer">
          Find it at the publisher
        </a>
      )}
      {isPoster ? (
        <Link className="button" to={`/edit-publication/${post.id}?add=full-text`}>
          Add full text
        </Link>
      ) : (
        <RequestFullTextButton publicationId={post.id} />
      )}
    </div>
  );
}
