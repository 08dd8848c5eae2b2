// A post's media chosen by its kind: video with controls, image, document (PDF in a frame) or code link.
import { useEffect, useRef, useState } from "react";
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

/**
 * Each PDF frame starts the browser's PDF viewer, a heavy page of its own: a frame is created only when it comes
 * near the screen, so a feed page does not start ten viewers at once. Until then a box of the same size holds its place.
 */
function PdfFrame({ url, title }: { url: string; title: string }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: "200px 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <iframe className="post-media__frame" src={url} title={`${title} (PDF)`} />;
  return <div ref={placeholder} className="post-media__frame" />;
}

function DocumentMedia({ url, title }: { url: string; title: string }) {
  const path = url.split("?")[0] ?? url;
  if (PDF.test(path)) return <PdfFrame url={url} title={title} />;
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
