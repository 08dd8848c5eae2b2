// A publication's document under its detail: the PDF in a frame on wide screens; on phones, whose browsers often
// show nothing in a PDF frame, the first page as a picture with 'Open PDF'.
import type { PostDetail } from "@scholarly/contract";
import { useNarrowScreen } from "../../components/nav-bar/use-narrow-screen";
import { DocumentIcon } from "../../components/post-card/DocumentIcon";

const PDF = /\.pdf$/i;

export function isPdf(url: string): boolean {
  return PDF.test(url.split("?")[0] ?? url);
}

export function PostDocument({ post }: { post: PostDetail }) {
  const narrow = useNarrowScreen();
  const url = post.upload_document;
  if (!url) return null;
  if (!isPdf(url)) return <img className="post-document__image" src={url} alt={post.title} />;
  if (!narrow) return <iframe className="post-document__frame" src={url} title={`${post.title} (PDF)`} />;
  return (
    <a className="post-document__first-page" href={url} target="_blank" rel="noreferrer">
      {post.thumbnail ? <img src={post.thumbnail} alt="" /> : <DocumentIcon />}
      <span>Open PDF</span>
    </a>
  );
}
