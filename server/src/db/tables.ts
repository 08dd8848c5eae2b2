// Row types of every table, declared once; Kysely checks every query against them.

import type { JsonWebKey } from "node:crypto";
import type {
  AuthorshipStatus,
  CommentStatus,
  DatePrecision,
  FullTextRequestStatus,
  NotificationKind,
  PostType,
  UploadMode,
} from "@scholarly/contract";
import type { ColumnType, Generated } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  email_verified: Generated<boolean>;
  failed_logins: Generated<number>;
  login_locked_until: Timestamp | null;
  reset_link_sent_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface OtpCodesTable {
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  failed_attempts: Generated<number>;
  locked_until: Timestamp | null;
  sent_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RefreshTokensTable {
  id: string;
  user_id: number;
  expires_at: Timestamp;
  /** When the token was spent on a refresh; the rows of an ended session are deleted instead. */
  revoked_at: Timestamp | null;
}

export interface ProfilesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  institution: Generated<string>;
  research_areas: Generated<string>;
  degree: Generated<string>;
  primary_affiliation: Generated<string>;
  current_activity: Generated<string>;
  bio: Generated<string>;
  disciplines: Generated<string[]>;
  languages: Generated<string[]>;
  spotlight: Generated<string>;
  /** The bare form, 0000-0002-1825-0097. */
  orcid: string | null;
  profile_picture: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface FollowsTable {
  follower_profile_id: number;
  followed_profile_id: number;
  created_at: CreatedAt;
}

export interface PublicationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  author: Generated<string>;
  /** A calendar date, kept as yyyy-MM-dd text on the way in and out. */
  publication_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** How much of publication_date is known; the date is the first day of that year or month. */
  publication_date_precision: Generated<DatePrecision>;
  publication_type: Generated<string>;
  doi: string | null;
  abstract: Generated<string>;
  upload_document: string | null;
  upload_mode: Generated<UploadMode>;
  /** With upload mode `both`, the private version; the one document of a `private` publication is upload_document. */
  private_document: string | null;
  /** The names the documents were uploaded under; null for those stored before names were kept. */
  upload_document_name: Generated<string | null>;
  private_document_name: Generated<string | null>;
  /** The journal, conference or book title. */
  journal: string | null;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  publisher: string | null;
  /** A book's or chapter's ISBN, compact (digits and a final X). */
  isbn: string | null;
  url: string | null;
  keywords: Generated<string[]>;
  /** The author list is not complete: shown as "et al." after it. */
  authors_et_al: Generated<boolean>;
  /** An SPDX id, or all-rights-reserved. */
  license: string | null;
  reads: Generated<number>;
  created_at: CreatedAt;
  /** When the metadata last changed (a trigger keeps it); harvesters' datestamp. */
  updated_at: CreatedAt;
}

/** The ordered authors of a publication; `author` on the publication is their names joined with ', '. */
export interface PublicationAuthorsTable {
  publication_id: number;
  position: number;
  name: string;
  orcid: string | null;
  /** The author's profile when they are a member. */
  profile_id: number | null;
  /** A named member's answer: their works list it only once confirmed. */
  status: ColumnType<AuthorshipStatus, AuthorshipStatus | undefined, AuthorshipStatus>;
}

/** A tombstone per deleted publication, written by a trigger, so harvesters learn of deletions. */
export interface DeletedPublicationsTable {
  id: number;
  publication_type: string;
  deleted_at: CreatedAt;
}

export interface FullTextRequestsTable {
  id: Generated<number>;
  publication_id: number;
  requester_user_id: number;
  message: Generated<string>;
  status: Generated<FullTextRequestStatus>;
  created_at: CreatedAt;
  answered_at: Timestamp | null;
  link_expires_at: Timestamp | null;
  /** The storage key of the version sent (sent and revoked requests); the publication's column owns the file. */
  sent_document: string | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  actor_user_id: number | null;
  post_type: PostType | null;
  post_id: number | null;
  request_id: number | null;
  reads: number | null;
  dedupe_key: string;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface NotificationSettingsTable {
  user_id: number;
  email_on_follow: Generated<boolean>;
  email_on_publication: Generated<boolean>;
  email_on_full_text_request: Generated<boolean>;
  email_on_fediverse_reply: Generated<boolean>;
  weekly_digest: Generated<boolean>;
}

export interface GalleryImagesTable {
  id: Generated<number>;
  user_id: number;
  image: string;
  description: string;
  reads: Generated<number>;
  created_at: CreatedAt;
}

export interface VideosTable {
  id: Generated<number>;
  user_id: number;
  video: string;
  description: string;
  reads: Generated<number>;
  created_at: CreatedAt;
}

export interface UserCodesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  code_of: string;
  code: Generated<string>;
  git_link: Generated<string>;
  media: string | null;
  reads: Generated<number>;
  created_at: CreatedAt;
}

export interface PersonalPortfoliosTable {
  user_id: number;
  cv_pdf: string | null;
  /** The CV's file name as uploaded, for display; null for CVs uploaded before names were kept. */
  cv_name: string | null;
  updated_at: CreatedAt;
}

export interface EducationTable {
  id: Generated<number>;
  user_id: number;
  school: string;
  degree: string;
  field_study: Generated<string>;
  start_year: Generated<string>;
  end_year: Generated<string>;
  start_month: string | null;
  end_month: string | null;
  grade: Generated<string>;
  description: Generated<string>;
  skills: Generated<string[]>;
  media: string | null;
  created_at: CreatedAt;
}

/** The columns a job and an internship share. */
interface RoleColumns {
  id: Generated<number>;
  user_id: number;
  title: string;
  company: string;
  end_month: string | null;
  end_year: number | null;
  location: Generated<string>;
  location_type: Generated<string>;
  description: Generated<string>;
  skills: Generated<string[]>;
  media: string | null;
  created_at: CreatedAt;
}

export interface InternshipsTable extends RoleColumns {
  currently_working: Generated<boolean>;
  start_month: string;
  start_year: number;
}

export interface ExperiencesTable extends RoleColumns {
  employment_type: Generated<string>;
  is_current: Generated<boolean>;
  start_month: string | null;
  start_year: number | null;
}

export interface ProjectsTable {
  id: Generated<number>;
  user_id: number;
  project_name: string;
  description: Generated<string>;
  skills: Generated<string[]>;
  media: string | null;
  is_current: Generated<boolean>;
  start_month: string | null;
  start_year: number | null;
  end_month: string | null;
  end_year: number | null;
  created_at: CreatedAt;
}

export interface DocumentTextsTable {
  post_kind: "publication" | "code";
  post_id: number;
  file_key: string | null;
  status: "extracted" | "no-text" | "failed";
  text: string;
  pages: number | null;
  extracted_at: CreatedAt;
}

type CalendarDay = ColumnType<string, string, string>;

export interface PostStatsDailyTable {
  kind: string;
  post_id: number;
  day: CalendarDay;
  reads: Generated<number>;
  downloads: Generated<number>;
  unique_readers: Generated<number>;
}

export interface PostStatsTotalsTable {
  kind: string;
  post_id: number;
  owner_user_id: number;
  reads: Generated<number>;
  downloads: Generated<number>;
}

export interface PostStatsReadersTable {
  event: "read" | "download";
  kind: string;
  post_id: number;
  /** `user:<id>` for a member, else a hash of address and user agent salted with the day's salt. */
  reader: string;
  last_at: Timestamp;
  counted_on: CalendarDay | null;
}

export interface PostStatsAddressReadersTable {
  kind: string;
  post_id: number;
  /** The reader's address hashed with the day's salt. */
  address: string;
  day: CalendarDay;
  /** As in post_stats_readers. */
  reader: string;
}

export interface StatsSaltsTable {
  day: CalendarDay;
  salt: string;
}

/** A member's featured publications, shown on the profile in `position` order. */
export interface FeaturedPublicationsTable {
  user_id: number;
  publication_id: number;
  position: number;
}

export interface PostThumbnailsTable {
  post_kind: "publication" | "image";
  post_id: number;
  user_id: number;
  /** The post's file the thumbnails were made from. */
  source_key: string;
  status: "ready" | "failed";
  /** 320 px wide. */
  small_key: string | null;
  small_width: number | null;
  small_height: number | null;
  /** 1280 px wide, for images only. */
  large_key: string | null;
  large_width: number | null;
  large_height: number | null;
  made_at: CreatedAt;
}

/** A week whose digest went out to a member; `week` is the Monday (UTC) it starts on. */
export interface WeeklyDigestsTable {
  user_id: number;
  week: CalendarDay;
  sent_at: CreatedAt;
}

/** What a post is found by in search, one row per post, kept by triggers (migration 20261124T0100-research-search). */
export interface PostSearchTable {
  post_type: PostType;
  post_id: number;
  user_id: number;
  created_at: Timestamp;
  year: number;
  publication_type: string | null;
  doi: string | null;
  hashtags: string[];
  authors: string;
  terms: string;
}

/** Every indexed (stemmed) word, for typo-tolerant lookups. */
export interface SearchWordsTable {
  word: string;
}

/** A member's ActivityPub actor (migration 20261129T0300-federation-actors). */
export interface FederationActorsTable {
  profile_id: number;
  slug: string;
  slug_changed: Generated<boolean>;
  enabled: Generated<boolean>;
  approve_followers: Generated<boolean>;
  /** Exported JWK pairs, written as JSON text; NULL until first needed. */
  key_pairs: ColumnType<StoredKeyPair[] | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface StoredKeyPair {
  publicKey: JsonWebKey;
  privateKey: JsonWebKey;
}

/** A member's follower on another server (migration 20261129T0400-federation-followers). */
export interface FederationFollowersTable {
  profile_id: number;
  actor_uri: string;
  inbox_uri: string;
  shared_inbox_uri: string | null;
  follow_uri: string;
  accepted: boolean;
  /** How the follower is shown to the member (migration 20261130T0100-federation-reactions); null when not given. */
  name: string | null;
  handle: string | null;
  url: string | null;
  avatar: string | null;
  created_at: CreatedAt;
}

/** A like or boost of one of our works from the fediverse (migration 20261130T0100-federation-reactions). */
export interface FederationReactionsTable {
  post_kind: PostType;
  post_id: number;
  kind: "like" | "announce";
  actor_uri: string;
  activity_uri: string;
  created_at: CreatedAt;
}

/** A fediverse account a member follows (migration 20261130T0300-federation-following). */
export interface FederationFollowingTable {
  profile_id: number;
  actor_uri: string;
  inbox_uri: string;
  shared_inbox_uri: string | null;
  name: string;
  handle: string;
  avatar: string | null;
  url: string | null;
  status: "pending" | "accepted";
  follow_uri: string;
  created_at: CreatedAt;
}

/** A followed account's post citing a DOI or an arXiv id (migration 20261130T0300-federation-following). */
export interface FederationExternalPostsTable {
  id: Generated<number>;
  object_uri: string;
  actor_uri: string;
  url: string | null;
  name: string | null;
  summary: string | null;
  content_html: string;
  doi: string | null;
  arxiv: string | null;
  published_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

/** A reply from the fediverse to a work, kept as a comment (migration 20261130T0200-federation-comments). */
export interface FederationCommentsTable {
  id: Generated<number>;
  post_type: PostType;
  post_id: number;
  note_uri: string;
  actor_uri: string;
  author_name: string;
  author_handle: string;
  author_url: string;
  author_avatar: string | null;
  content_html: string;
  status: ColumnType<CommentStatus, CommentStatus | undefined, CommentStatus>;
  created_at: CreatedAt;
}

/** Fedify's key-value store: keys are string arrays, values JSON (written as text), optionally expiring. */
export interface FederationKvTable {
  key: string[];
  value: ColumnType<unknown, string, string>;
  expires_at: Date | null;
}

export interface Database {
  users: UsersTable;
  otp_codes: OtpCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  refresh_tokens: RefreshTokensTable;
  profiles: ProfilesTable;
  follows: FollowsTable;
  publications: PublicationsTable;
  publication_authors: PublicationAuthorsTable;
  deleted_publications: DeletedPublicationsTable;
  gallery_images: GalleryImagesTable;
  videos: VideosTable;
  user_codes: UserCodesTable;
  personal_portfolios: PersonalPortfoliosTable;
  education: EducationTable;
  internships: InternshipsTable;
  experiences: ExperiencesTable;
  projects: ProjectsTable;
  document_texts: DocumentTextsTable;
  full_text_requests: FullTextRequestsTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  post_stats_daily: PostStatsDailyTable;
  post_stats_totals: PostStatsTotalsTable;
  post_stats_readers: PostStatsReadersTable;
  post_stats_address_readers: PostStatsAddressReadersTable;
  stats_salts: StatsSaltsTable;
  featured_publications: FeaturedPublicationsTable;
  post_thumbnails: PostThumbnailsTable;
  weekly_digests: WeeklyDigestsTable;
  post_search: PostSearchTable;
  search_words: SearchWordsTable;
  federation_actors: FederationActorsTable;
  federation_kv: FederationKvTable;
  federation_followers: FederationFollowersTable;
  federation_following: FederationFollowingTable;
  federation_external_posts: FederationExternalPostsTable;
  federation_comments: FederationCommentsTable;
  federation_reactions: FederationReactionsTable;
}
