// A post of any kind as its detail page shows it to one viewer: the card's fields, the publication's metadata,
// and the document links this viewer may have (its authors get signed links to a private document).
import type { PostDetail } from "@scholarly/contract";
import { mediaUrl } from "../storage/media-url.js";
import { type DocumentViewer, documentLinks } from "./document-access.js";
import type { FediverseReactionCounts } from "./fediverse-reaction-store.js";
import { authoredDocuments, type HydratedPost } from "./hydrated-post.js";
import { presentCard } from "./present-card.js";
import { presentBibliographic } from "./present-publication.js";

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

/** The post's file a detail's `media` links to, for kinds other than publications. */
function mediaFileOf(post: Exclude<HydratedPost, { type: "publication" }>): string | null {
  switch (post.type) {
    case "image":
      return post.row.image;
    case "video":
      return post.row.video;
    case "code":
      return post.row.media;
  }
}

/** The document links this viewer may have, and the detail's `media`: the document they may open or the file. */
function documentFields(post: HydratedPost, viewer: DocumentViewer | undefined) {
  if (post.type !== "publication") {
    return {
      upload_document: null,
      upload_mode: null,
      private_document: null,
      full_text_available: false,
      media: mediaUrl(mediaFileOf(post)),
    };
  }
  const links = documentLinks(authoredDocuments(post), viewer);
  return { ...links, media: links.upload_document };
}

/** `viewer`: who is looking, when their own private links may be shown; without one, anyone's links. */
export function presentPostDetail(
  post: HydratedPost,
  reactions: FediverseReactionCounts,
  viewer?: DocumentViewer,
): PostDetail {
  const publication = post.type === "publication" ? post.row : null;
  const card = presentCard(post);
  const { media, ...documents } = documentFields(post, viewer);
  return {
    id: card.id,
    type: post.type,
    title: card.title,
    abstract: publication?.abstract ?? "",
    description: card.description,
    cover_image: null,
    upload_document: documents.upload_document,
    upload_mode: documents.upload_mode,
    private_document: documents.private_document,
    full_text_available: documents.full_text_available,
    thumbnail: card.thumbnail,
    image: card.image,
    video: card.video,
    code: card.code,
    code_of: card.code_of,
    git_link: post.type === "code" ? post.row.git_link : null,
    media,
    publication_type: card.publication_type,
    publication_date: publication?.publication_date ?? null,
    publication_date_precision: card.publication_date_precision,
    doi: publication?.doi ?? null,
    author: publication?.author ?? post.owner.name,
    ...(publication ? presentBibliographic(publication, post.authors, post.owner) : NO_METADATA),
    created_at: card.created_at,
    reads: card.reads,
    user_profile: post.owner,
    ...reactions,
  };
}
