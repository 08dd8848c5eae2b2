// Below a publication's detail: a way to ask for a full text the viewer may not fetch, or the private version they
// may; a metadata-only work says its full text is not here.
import type { PostDetail } from "@scholarly/contract";
import { MetadataOnlyNote } from "./MetadataOnlyNote";
import { RequestFullTextButton } from "./RequestFullTextButton";
import "./full-text.css";

export function FullTextAccess({ post }: { post: PostDetail }) {
  if (post.type !== "publication" || post.upload_mode === null || post.upload_mode === "public") return null;
  if (post.upload_mode === "none") return <MetadataOnlyNote post={post} />;
  if (!post.full_text_available) return <RequestFullTextButton publicationId={post.id} />;
  if (post.upload_mode === "private") return <p className="full-text__note">Only you can open this document.</p>;
  return post.private_document ? (
    <p className="full-text__note">
      <a href={post.private_document} target="_blank" rel="noreferrer">
        Open the private version
      </a>{" "}
      (only you can open it)
    </p>
  ) : null;
}
