// Test data shaped as the contract declares it; each test overrides what it is about.
import type { FeedPage, OwnProfile, Profile, Publication, SearchHit, TokenPair } from "@scholarly/contract";

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 3,
    user: 7,
    name: "Ada Lovelace",
    profile_picture: null,
    institution: "University of London",
    research_areas: "Mathematics",
    degree: "",
    primary_affiliation: "",
    current_activity: "",
    bio: "",
    disciplines: [],
    languages: [],
    spotlight: "",
    orcid: null,
    featured_research: [],
    ...overrides,
  };
}

/** The signed-in member's own profile, as GET /user/profile/create-profile/ answers it: with follow counts. */
export function buildOwnProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return { ...buildProfile(), followers_count: 0, following_count: 0, remote_followers_count: 0, ...overrides };
}

export function buildPublication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 11,
    title: "Notes on the Analytical Engine",
    author: "Ada Lovelace",
    publication_date: "1843-09-01",
    publication_date_precision: "day",
    publication_type: "article",
    doi: null,
    abstract: "",
    authors: [{ name: "Ada Lovelace", orcid: null, profile_id: 3 }],
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
    upload_mode: "public",
    upload_document: "/media/engine.pdf",
    private_document: null,
    upload_document_name: null,
    full_text_available: true,
    thumbnail: null,
    reads: 0,
    created_at: "2026-11-23T10:00:00.000Z",
    user_profile: { id: 3, user_id: 7, name: "Ada Lovelace", profile_picture: null },
    ...overrides,
  };
}

/** A publication found by the research search, as a feed card with where it matched. */
export function buildSearchHit(overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    id: 5,
    type: "publication",
    created_at: "2025-03-01T10:00:00.000Z",
    title: "Notes on the analytical engine",
    description: "",
    reads: 3,
    creations: 0,
    publication_type: "article",
    researcherCount: 1,
    video: null,
    image: null,
    code: null,
    code_of: null,
    upload_document: null,
    upload_mode: "public",
    author: "Ada Lovelace",
    publication_date: "1843-09-01",
    publication_date_precision: "day",
    journal: "Scientific Memoirs",
    git_link: null,
    thumbnail: null,
    thumbnail_large: null,
    user_profile: { id: 3, user_id: 7, name: "Ada Lovelace", profile_picture: null },
    highlight: "",
    matched_in: "title",
    ...overrides,
  };
}

export function buildFeedPage(overrides: Partial<FeedPage> = {}): FeedPage {
  return { results: [], count: 0, next: null, previous: null, next_cursor: null, ...overrides };
}

export function buildTokenPair(overrides: Partial<TokenPair> = {}): TokenPair {
  return {
    access_token: "access",
    refresh_token: "refresh",
    user_id: 7,
    email_verified: true,
    has_profile: true,
    message: "Login successful",
    ...overrides,
  };
}
