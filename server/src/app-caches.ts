// Every in-process cache of the app, built in one place at the composition root, each emptied by the domain events
// that make it stale. Domains name a cache by its place in the context (`AppContext["caches"]`).
import type { SearchResult, TokenPair } from "@scholarly/contract";
import { REFRESH_REUSE_GRACE_MS } from "./accounts/session-tokens.js";
import type { VerifiedToken } from "./accounts/tokens.js";
import { type LoadingCache, loadingCache } from "./cache/loading-cache.js";
import type { DomainEvents } from "./events/domain-events.js";
import type { KnownAccount } from "./http/authenticate.js";
import type { HydratedPost } from "./posts/hydrated-post.js";
import type { DocumentPublication } from "./stats/download-counting.js";

export interface AppCaches {
  /** Access tokens already verified, each kept until its own expiry (set with a per-entry ttl). */
  verifiedTokens: LoadingCache<string, VerifiedToken>;
  /**
   * Refreshes of the last few seconds by the id of the refresh token spent: two tabs refreshing at once present
   * the same token, and the second gets the first's pair. Held by this process only: one that does not know the
   * refresh answers 401 without treating the reuse as theft.
   */
  recentRefreshes: LoadingCache<string, TokenPair>;
  /** Recently seen accounts, so a signed-in request does not cost a round trip. */
  accounts: LoadingCache<number, KnownAccount>;
  /** Feed pages as the JSON sent; a page does not depend on who asks. */
  feedPages: LoadingCache<string, string>;
  /** Hydrated posts by "type:id", for their details; each carries the highest read count this process has recorded. */
  hydratedPosts: LoadingCache<string, HydratedPost>;
  /** People-search answers by normalised text. */
  peopleSearches: LoadingCache<string, SearchResult[]>;
  /** For each folded searched word, the dictionary words it matches and how closely. */
  peopleSearchWords: LoadingCache<string, Map<string, number>>;
  /** The publication each document key belongs to (null: none), so a download costs no query. */
  documentPublications: LoadingCache<string, { publication: DocumentPublication | null }>;
  /** Browser fingerprints (stats/visitor.ts) of members seen signed in today, so an owner's downloads are not counted. */
  memberVisitors: LoadingCache<string, number>;
  /** Generated CV PDFs by generatedCvKey (generated-cv/): repeated downloads cost one render until the CV's sources change. */
  generatedCvs: LoadingCache<string, Buffer>;
}

const MINUTE = 60_000;

export function createAppCaches(events: DomainEvents): AppCaches {
  const caches: AppCaches = {
    verifiedTokens: loadingCache({ max: 10_000, ttlMs: 15 * MINUTE }),
    recentRefreshes: loadingCache({ max: 10_000, ttlMs: REFRESH_REUSE_GRACE_MS }),
    // Another process serving the same database trusts its copy this long unless events reach it.
    accounts: loadingCache({ max: 10_000, ttlMs: 5_000 }),
    // Read counts and author names on cards may be a second old; new, edited and deleted posts show at once.
    feedPages: loadingCache({ max: 1_000, ttlMs: 1_000 }),
    // The author's name and picture on a detail may be this old when another process changed them.
    hydratedPosts: loadingCache({ max: 10_000, ttlMs: 5_000 }),
    peopleSearches: loadingCache({ max: 500, ttlMs: 30_000 }),
    peopleSearchWords: loadingCache({ max: 5_000, ttlMs: 30_000 }),
    documentPublications: loadingCache({ max: 10_000, ttlMs: 5 * MINUTE }),
    memberVisitors: loadingCache({ max: 100_000, ttlMs: 24 * 60 * MINUTE }),
    generatedCvs: loadingCache({
      max: 1_000,
      ttlMs: 24 * 60 * MINUTE,
      maxSize: { total: 64 * 1024 * 1024, size: (pdf) => pdf.byteLength },
    }),
  };

  events.subscribe(["account.verified", "account.password-changed", "account.deleted"], ({ userId }) =>
    caches.accounts.delete(userId),
  );
  const postChanges = ["post.created", "post.updated", "post.deleted", "post.thumbnailed"] as const;
  events.subscribe([...postChanges, "authorship.changed", "profile.updated", "account.deleted"], () => {
    caches.feedPages.clear();
    caches.hydratedPosts.clear();
  });
  events.subscribe(["post.updated", "post.deleted", "account.deleted"], () => caches.documentPublications.clear());
  // A member's CV shows their portfolio; only theirs changes with it.
  events.subscribe("portfolio.updated", ({ userId }) => {
    for (const key of caches.generatedCvs.keys()) {
      if (key.startsWith(`${userId} `)) caches.generatedCvs.delete(key);
    }
  });
  // A publication is on the CV of each member who wrote it, under names that may come from profiles: any change
  // to one, a profile or a co-authorship may change several members' CVs, which are made again when asked for.
  const cvChanges = [
    "post.created",
    "post.updated",
    "post.deleted",
    "profile.updated",
    "coauthor.added",
    "authorship.changed",
  ] as const;
  events.subscribe([...cvChanges, "account.deleted"], (event) => {
    if (!("kind" in event) || event.kind === "publication") caches.generatedCvs.clear();
  });
  events.subscribe(["profile.created", "profile.updated", "account.deleted"], () => {
    caches.peopleSearches.clear();
    caches.peopleSearchWords.clear();
  });
  return caches;
}
