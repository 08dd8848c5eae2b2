// Read-only lists of a member's publications, gallery images, videos and code snippets.
import type { CodeSnippet, GalleryImage, Publication, Video } from "@scholarly/contract";
import { Link } from "react-router";
import { formatDayMonthYear } from "../../components/post-card/format-date";
import { postLink } from "../../components/post-card/PostCard";

export function EmptyTab({ text }: { text: string }) {
  return <p className="user-profile__empty">{text}</p>;
}

export function PublicationList({ publications }: { publications: Publication[] }) {
  if (!publications.length) return <EmptyTab text="No publications found." />;
  return (
    <ul className="user-profile__list" aria-label="Publications">
      {publications.map((publication) => (
        <li key={publication.id} className="user-profile__item">
          <h3>
            <Link to={postLink({ id: publication.id, type: "publication" })}>{publication.title}</Link>
          </h3>
          <p className="user-profile__meta">
            <span className="user-profile__type">{publication.publication_type || "Other"}</span>
            {" · "}
            {formatDayMonthYear(publication.publication_date ?? publication.created_at) || "No Date"}
            {" · "}
            {publication.author || "Unknown Author"}
          </p>
          {publication.upload_document && (
            <a href={publication.upload_document} target="_blank" rel="noreferrer">
              View Document
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

export function GalleryGrid({ images }: { images: GalleryImage[] }) {
  if (!images.length) return <EmptyTab text="No images yet." />;
  return (
    <ul className="user-profile__grid" aria-label="Gallery">
      {images.map((image) => (
        <li key={image.id}>
          <figure>
            <img src={image.image} alt={image.description || "Gallery image"} loading="lazy" />
            {image.description && <figcaption>{image.description}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function VideoGrid({ videos }: { videos: Video[] }) {
  if (!videos.length) return <EmptyTab text="No videos yet." />;
  return (
    <ul className="user-profile__grid" aria-label="Videos">
      {videos.map((video) => (
        <li key={video.id}>
          <figure>
            {/* biome-ignore lint/a11y/useMediaCaption: members upload their own videos without caption tracks */}
            <video src={video.video} controls preload="metadata">
              Your browser does not support the video tag.
            </video>
            {video.description && <figcaption>{video.description}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function CodeList({ snippets }: { snippets: CodeSnippet[] }) {
  if (!snippets.length) return <EmptyTab text="No code yet." />;
  return (
    <ul className="user-profile__list" aria-label="Code">
      {snippets.map((snippet) => (
        <li key={snippet.id} className="user-profile__item">
          <h3>{snippet.title}</h3>
          <p className="user-profile__meta">{snippet.code_of}</p>
          <p>{snippet.code}</p>
          {snippet.git_link && (
            <a href={snippet.git_link} target="_blank" rel="noreferrer">
              Repository
            </a>
          )}
          {snippet.media && (
            <a href={snippet.media} target="_blank" rel="noreferrer">
              Download file
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
