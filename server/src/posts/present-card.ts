// A post of any kind as a feed card (the feed, search hits), the same for every viewer: a private document is
// never linked from one.
import type { FeedItem } from "@scholarly/contract";
import { mediaUrl } from "../storage/media-url.js";
import { documentLinks } from "./document-access.js";
import { authoredDocuments, type HydratedPost } from "./hydrated-post.js";

/** The fields that differ by kind; everything else is common to all posts. */
function kindFields(post: HydratedPost) {
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
        upload_document: documentLinks(authoredDocuments(post)).upload_document,
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

export function presentCard(post: HydratedPost): FeedItem {
  return {
    id: post.row.id,
    type: post.type,
    created_at: post.row.created_at.toISOString(),
    reads: post.row.reads,
    // Counting each author's posts on every card would cost four counts per card; the web shows it as is.
    creations: 0,
    researcherCount: 1,
    ...kindFields(post),
    ...post.pictures,
    user_profile: post.owner,
  };
}
