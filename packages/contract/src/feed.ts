// The feed and one post's detail, over every kind of post (part 1 sections 2.12, 2.13, 3 and 7).
import { z } from "zod";
import { bibliographicAnswer } from "./bibliographic.js";
import { MAX_RECORD_ID, pageOf } from "./common.js";
import { fediverseCard } from "./fediverse-following.js";
import { userProfileSummary } from "./profiles.js";
import { datePrecision } from "./publication-date.js";
import { UPLOAD_MODES } from "./publications.js";

/** Kinds of post in the feed; the navigation filter offers all but `others`. */
export const POST_TYPES = ["publication", "image", "video", "code"] as const;
export type PostType = (typeof POST_TYPES)[number];
export const postType = z.enum(POST_TYPES, { error: "type must be one of publication, image, video, code." });

export const FEED_PAGE_SIZE = 10;

/** One card of the feed, whatever kind of post it is. Media fields are URLs or null. */
export const feedItem = z.object({
  id: z.number().int(),
  type: z.enum([...POST_TYPES, "others"]),
  created_at: z.string(),
  title: z.string(),
  description: z.string(),
  reads: z.number().int(),
  creations: z.number().int(),
  publication_type: z.string().nullable(),
  researcherCount: z.number().int(),
  video: z.string().nullable(),
  image: z.string().nullable(),
  code: z.string().nullable(),
  code_of: z.string().nullable(),
  upload_document: z.string().nullable(),
  /** Publications: who may fetch the document, `none` for a metadata-only work; null for other kinds. */
  upload_mode: z.enum(UPLOAD_MODES).nullable(),
  /** Publications: the authors' names joined with ', ' (the spec's `author`); null for other kinds. */
  author: z.string().nullable(),
  /** Publications: when it was published (yyyy-MM-dd) and the journal, conference or book; null when unknown. */
  publication_date: z.string().nullable(),
  /** How much of publication_date is known: a year, a month or the day (`day` for posts without one). */
  publication_date_precision: datePrecision,
  journal: z.string().nullable(),
  /** Code posts: the repository link the member gave; null for other kinds or when none was given. */
  git_link: z.string().nullable(),
  /** A 320 px wide WebP of the image or of a publication's first page; null while it is made or when it cannot be. */
  thumbnail: z.string().nullable(),
  /** A 1280 px wide WebP of an image (a gallery image or a publication that is an image), else null. */
  thumbnail_large: z.string().nullable(),
  user_profile: userProfileSummary,
});
export type FeedItem = z.infer<typeof feedItem>;

/** The list envelope; a page asked by cursor has `next` by cursor too, and no `previous`. */
export const feedPage = pageOf(feedItem).extend({
  /** Pass as `before` for the posts after this page (infinite scrolling); null when none are left. */
  next_cursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPage>;

/** A card of the home feed: a post here, or (in the Following feed) a post from a followed fediverse account. */
export const homeFeedCard = z.union([feedItem, fediverseCard]);
export type HomeFeedCard = z.infer<typeof homeFeedCard>;

/** The home feed's page: the Following feed interleaves fediverse cards by date with the posts here. */
export const homeFeedPage = feedPage.extend({ results: z.array(homeFeedCard) });
export type HomeFeedPage = z.infer<typeof homeFeedPage>;

export const HOME_FEEDS = ["everyone", "following"] as const;
export type HomeFeed = (typeof HOME_FEEDS)[number];

const PAGE_MESSAGE = "page must be a positive whole number.";
const LIMIT_MESSAGE = "limit must be a positive whole number.";
export const MAX_FEED_PAGE = 100_000;
export const MAX_FEED_LIMIT = 50;
export const FEED_CURSOR_MESSAGE = "before must be a next_cursor from a feed page.";

/** GET /user/publication/home/ : a feed page, or with `id` (and `type`, default publication) one post's detail. */
export const feedQuery = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .positive(PAGE_MESSAGE)
    .max(MAX_FEED_PAGE, `page must be at most ${MAX_FEED_PAGE}.`)
    .default(1),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .positive(LIMIT_MESSAGE)
    .max(MAX_FEED_LIMIT, `limit must be at most ${MAX_FEED_LIMIT}.`)
    .default(FEED_PAGE_SIZE),
  /** An opaque next_cursor: the posts after it, whatever was posted since. Takes the place of page. */
  before: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,80}$/, FEED_CURSOR_MESSAGE)
    .optional(),
  type: postType.optional(),
  /** `following`: only posts by members the viewer follows. */
  feed: z.enum(HOME_FEEDS, { error: "feed must be everyone or following." }).default("everyone"),
});
export type FeedQuery = z.infer<typeof feedQuery>;

/** GET /user/publication/post/ (and its older address, GET /user/publication/home/?id=): one post. */
export const postQuery = z.object({
  id: z.coerce
    .number({ error: "id must be a positive whole number." })
    .int("id must be a positive whole number.")
    .positive("id must be a positive whole number.")
    .max(MAX_RECORD_ID, "id must be a positive whole number."),
  type: postType.default("publication"),
});

export const postDetail = z.object({
  id: z.number().int(),
  type: z.enum(POST_TYPES),
  title: z.string(),
  abstract: z.string(),
  description: z.string(),
  cover_image: z.string().nullable(),
  /** Publications only (null for other posts); the document fields follow the viewer's access, as on `publication`. */
  upload_mode: z.enum(UPLOAD_MODES).nullable(),
  upload_document: z.string().nullable(),
  private_document: z.string().nullable(),
  full_text_available: z.boolean(),
  /** As on feed items: a 320 px wide WebP, null while pending, when it failed or for kinds without one. */
  thumbnail: z.string().nullable(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  code: z.string().nullable(),
  code_of: z.string().nullable(),
  git_link: z.string().nullable(),
  media: z.string().nullable(),
  publication_type: z.string().nullable(),
  publication_date: z.string().nullable(),
  /** How much of publication_date is known: a year, a month or the day (`day` for posts without one). */
  publication_date_precision: datePrecision,
  doi: z.string().nullable(),
  author: z.string().nullable(),
  /** Publications only: their bibliographic metadata (empty or null for other posts). */
  ...bibliographicAnswer,
  created_at: z.string(),
  reads: z.number().int(),
  user_profile: userProfileSummary,
  /** Likes and boosts (Announce) from fediverse accounts, one per account; 0 when none. */
  fediverse_likes: z.number().int(),
  fediverse_shares: z.number().int(),
});
export type PostDetail = z.infer<typeof postDetail>;

/** GET /user/publication/search-data/ : a feed page of one kind of post. */
export const searchDataQuery = feedQuery.omit({ feed: true }).extend({
  type: z.enum(POST_TYPES, { error: "type is required: one of publication, image, video, code." }),
});
