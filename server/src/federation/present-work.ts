// A work as an ActivityStreams object: a publication as an Article (title, abstract, authors, DOI, landing page
// and its public document), code, an image or a video as a Note with its file attached. Addressed as Mastodon
// addresses a public post: to everyone, copied to the owner's followers.
import type { Context } from "@fedify/fedify";
import { Article, Document, Image, Link, Note, PUBLIC_COLLECTION, Video } from "@fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { CONTENT_TYPE_EXTENSIONS } from "@scholarly/contract";
import escapeHtml from "escape-html";
import { publicDocumentUrl } from "../posts/document-access.js";
import type { HydratedOf } from "../posts/hydrated-post.js";
import { authorsFromDisplay } from "../posts/present-publication.js";
import { doiUrl, postPageUrl, profilePageUrl } from "../scholarly/site-links.js";
import { mediaUrl } from "../storage/media-url.js";
import { workObjectPath } from "./actor-paths.js";
import type { FederatedWork } from "./federated-works.js";
import { asHtml } from "./present-actor.js";

const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());

const anchor = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** The type a stored file was served with, told by the extension receive-upload.ts gave its key. */
function mediaTypeOf(key: string): string | null {
  if (key.startsWith("code/")) return "text/plain";
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  const found = Object.entries(CONTENT_TYPE_EXTENSIONS).find(([, extensions]) => extensions.includes(extension));
  return found?.[0] ?? null;
}

/** A stored file as an attachment: Image or Video by its type, any other file a Document. */
function attachmentOf(context: Context<void>, key: string, name: string): Document | Image | Video {
  const values = {
    url: new URL(mediaUrl(key), context.canonicalOrigin),
    mediaType: mediaTypeOf(key),
    name: name.trim() || null,
  };
  if (values.mediaType?.startsWith("image/")) return new Image(values);
  if (values.mediaType?.startsWith("video/")) return new Video(values);
  return new Document(values);
}

/** The id, addresses, page and owner every work's object carries. */
function common(context: Context<void>, { post }: FederatedWork) {
  const owner = String(post.owner.id);
  return {
    id: new URL(workObjectPath({ type: post.type, id: post.row.id }), context.canonicalOrigin),
    to: PUBLIC_COLLECTION,
    cc: context.getFollowersUri(owner),
    published: instant(post.row.created_at),
    pageLink: new Link({
      href: new URL(postPageUrl(context.canonicalOrigin, post.type, post.row.id)),
      mediaType: "text/html",
    }),
    owner: context.getActorUri(owner),
  };
}

/** The abstract, the authors (members linked to their profiles) and the DOI, for readers of `content`. */
function articleContent(context: Context<void>, post: HydratedOf<"publication">): string {
  const { row } = post;
  const names = (post.authors ?? authorsFromDisplay(row.author)).map(({ name, profile_id }) =>
    profile_id === null ? escapeHtml(name) : anchor(profilePageUrl(context.canonicalOrigin, profile_id), name),
  );
  const authors = names.length > 0 ? `<p>${names.join(", ")}${row.authors_et_al ? " et al." : ""}</p>` : "";
  const doi = row.doi ? `<p>DOI: ${anchor(doiUrl(row.doi), row.doi)}</p>` : "";
  return `${row.abstract.trim() ? asHtml(row.abstract) : ""}${authors}${doi}`;
}

function presentArticle(context: Context<void>, work: FederatedWork & { post: HydratedOf<"publication"> }) {
  const { post, coauthorProfileIds } = work;
  const { row } = post;
  const { id, to, cc, published, pageLink, owner } = common(context, work);
  const document = publicDocumentUrl(row) && row.upload_document;
  return new Article({
    id,
    attributions: [owner, ...coauthorProfileIds.map((profileId) => context.getActorUri(String(profileId)))],
    name: row.title,
    summary: row.abstract.trim() ? asHtml(row.abstract) : null,
    content: articleContent(context, post),
    // The landing page first (Mastodon links the first text/html url); the DOI as the work's persistent
    // identifier, rel cite-as (RFC 8574), for readers that look for it.
    urls: row.doi
      ? [pageLink, new Link({ href: new URL(doiUrl(row.doi)), rel: "cite-as", name: `doi:${row.doi}` })]
      : [pageLink],
    attachments: document ? [attachmentOf(context, document, row.title)] : [],
    published,
    updated: instant(row.updated_at),
    to,
    cc,
  });
}

/** A Note's text and its file: the description, or for code its title, language, summary and repository. */
function noteBody(post: Exclude<FederatedWork["post"], { type: "publication" }>) {
  switch (post.type) {
    case "image":
      return { content: asHtml(post.row.description), file: post.row.image, name: post.row.description };
    case "video":
      return { content: asHtml(post.row.description), file: post.row.video, name: post.row.description };
    case "code": {
      const { title, code_of, code, git_link } = post.row;
      const heading = `<p><strong>${escapeHtml(title)}</strong>${code_of ? ` (${escapeHtml(code_of)})` : ""}</p>`;
      const repository = /^https?:\/\//i.test(git_link) ? `<p>${anchor(git_link, git_link)}</p>` : "";
      return {
        content: `${heading}${code.trim() ? asHtml(code) : ""}${repository}`,
        file: post.row.media,
        name: title,
      };
    }
  }
}

export function presentWork(context: Context<void>, work: FederatedWork): Article | Note {
  const { post } = work;
  if (post.type === "publication") return presentArticle(context, { ...work, post });
  const { id, to, cc, published, pageLink, owner } = common(context, work);
  const { content, file, name } = noteBody(post);
  return new Note({
    id,
    attribution: owner,
    content,
    url: pageLink,
    attachments: file ? [attachmentOf(context, file, name)] : [],
    published,
    to,
    cc,
  });
}
