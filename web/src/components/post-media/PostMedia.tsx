// A post's media chosen by its kind: video with controls, image, document (PDF in a frame) or code link.
import "./post-media.css";

export interface PostMediaSource {
  type: string;
  title: string;
  video: string | null;
  image: string | null;
  code: string | null;
  upload_document: string | null;
}

const PDF = /\.pdf$/i;
const IMAGE = /\.(jpe?g|png|gif)$/i;
const LINK = /^(https?:\/\/|\/)/;

function DocumentMedia({ url, title }: { url: string; title: string }) {
  const path = url.split("?")[0] ?? url;
  if (PDF.test(path)) return <iframe className="post-media__frame" src={url} title={`${title} (PDF)`} />;
  if (IMAGE.test(path)) return <img className="post-media__image" src={url} alt={title} loading="lazy" />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      Open the document
    </a>
  );
}

function CodeMedia({ code }: { code: string }) {
  if (!LINK.test(code)) return <pre className="post-media__code">{code}</pre>;
  return (
    <a href={code} target="_blank" rel="noreferrer">
      View code
    </a>
  );
}

export function PostMedia({ post }: { post: PostMediaSource }) {
  const { type, title } = post;
  if (type === "video" && post.video)
    return (
      // biome-ignore lint/a11y/useMediaCaption: members upload their own videos without caption tracks
      <video className="post-media__video" src={post.video} controls preload="metadata">
        Your browser does not support the video tag.
      </video>
    );
  if (type === "image" && post.image)
    return <img className="post-media__image" src={post.image} alt={title} loading="lazy" />;
  if (type === "code" && post.code) return <CodeMedia code={post.code} />;
  const document = post.upload_document ?? post.image;
  return document ? <DocumentMedia url={document} title={title} /> : null;
}
