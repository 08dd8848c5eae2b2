// Shapes any kind of post into a feed card or a post detail, so every kind reads the same on the wire.
import type { FeedItem, PostDetail, PublicationAuthor, UserProfileSummary } from "@scholarly/contract";
import { documentLinks } from "../full-text/document-access.js";
import { presentBibliographic } from "../publications/present-publication.js";
import { mediaUrl } from "../storage/media-url.js";
import type { PostThumbnail, ThumbnailedPost } from "../thumbnails/post-thumbnails.js";
import { publicationThumbnailSource } from "../thumbnails/thumbnail-store.js";
import type { Post } from "./feed-store.js";

/** The fields that differ by kind; everything else is common to all posts. */
function kindFields(post: Post) {
  const none = {
    title: "",
    publication_type: null,
    video: null,
    image: null,
    code: null,
    code_of: null,
    author: null,
    publication_date: null,
    publication_date_precision: "day" as const,
    journal: null,
    git_link: null,
    upload_mode: null,
  };
  switch (post.type) {
    case "publication":
      return {
        ...none,
        title: post.row.title,
        description: post.row.abstract,
        publication_type: post.row.publication_type,
        author: post.row.author || null,
        publication_date: post.row.publication_date,
        publication_date_precision: post.row.publication_date_precision,
        journal: post.row.journal || null,
        // Cards are the same for everyone: a private document is never linked from one.
        upload_document: documentLinks(post.row).upload_document,
        upload_mode: post.row.upload_mode,
      };
    case "image":
      return { ...none, description: post.row.description, image: mediaUrl(post.row.image), upload_document: null };
    case "video":
      return { ...none, description: post.row.description, video: mediaUrl(post.row.video), upload_document: null };
    case "code":
      return {
        ...none,
        title: post.row.title,
        description: post.row.code,
        code: mediaUrl(post.row.media),
        code_of: post.row.code_of,
        git_link: post.row.git_link || null,
        upload_document: null,
      };
  }
}

export function presentFeedItem(post: Post, author: UserProfileSummary, pictures: PostThumbnail): FeedItem {
  return {
    id: post.row.id,
    type: post.type,
    created_at: post.row.created_at.toISOString(),
    reads: post.row.reads,
    // Counting each author's posts on every card would cost four counts per card; the web shows it as is.
    creations: 0,
    researcherCount: 1,
    ...kindFields(post),
    ...pictures,
    user_profile: author,
  };
}

function fileKeyOf(post: Post): string | null {
  switch (post.type) {
    case "publication":
      return post.row.upload_document;
    case "image":
      return post.row.image;
    case "video":
      return post.row.video;
    case "code":
      return post.row.media;
  }
}

/** What the detail's `media` links to: the document anyone may open, or the post's file. */
function mediaOf(post: Post): string | null {
  return post.type === "publication" ? documentLinks(post.row).upload_document : mediaUrl(fileKeyOf(post));
}

/** The document links anyone may have; viewer-documents.ts adds a private document's for those allowed. */
function documentFields(post: Post) {
  if (post.type !== "publication") {
    return { upload_mode: null, private_document: null, full_text_available: false };
  }
  const { upload_mode, private_document, full_text_available } = documentLinks(post.row);
  return { upload_mode, private_document, full_text_available };
}

/** The post as its thumbnails are looked up. */
export function thumbnailedPost(post: Post): ThumbnailedPost {
  const fileKey = post.type === "publication" ? publicationThumbnailSource(post.row) : fileKeyOf(post);
  return { kind: post.type, id: post.row.id, fileKey };
}

/** Posts other than publications carry no bibliographic metadata. */
const NO_METADATA = {
  authors: [],
  shared_by: null,
  et_al: false,
  journal: null,
  volume: null,
  issue: null,
  pages: null,
  publisher: null,
  isbn: null,
  url: null,
  keywords: [],
  license: null,
};

/** `authors`: a publication's author list, when it has one. */
export function presentPostDetail(
  post: Post,
  author: UserProfileSummary,
  pictures: PostThumbnail,
  authors?: PublicationAuthor[],
): PostDetail {
  const publication = post.type === "publication" ? post.row : null;
  const { upload_document, ...card } = presentFeedItem(post, author, pictures);
  return {
    id: card.id,
    type: post.type,
    title: card.title,
    abstract: publication?.abstract ?? "",
    description: card.description,
    cover_image: null,
    upload_document,
    ...documentFields(post),
    thumbnail: card.thumbnail,
    image: card.image,
    video: card.video,
    code: card.code,
    code_of: card.code_of,
    git_link: post.type === "code" ? post.row.git_link : null,
    media: mediaOf(post),
    publication_type: card.publication_type,
    publication_date: publication?.publication_date ?? null,
    publication_date_precision: card.publication_date_precision,
    doi: publication?.doi ?? null,
    author: publication?.author ?? author.name,
    ...(publication ? presentBibliographic(publication, authors, author) : NO_METADATA),
    created_at: card.created_at,
    reads: card.reads,
    user_profile: author,
  };
}
