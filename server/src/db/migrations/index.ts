// Every migration, by name; names sort in the order they run. Add new ones at the end.
import type { Migration } from "kysely/migration";
import * as initial from "./20261122T0000-initial.js";
import * as searchAndFeed from "./20261122T0100-search-and-feed.js";
import * as postCounts from "./20261122T0300-post-counts.js";
import * as peopleSearch from "./20261122T0310-people-search.js";
import * as publicationUploadMode from "./20261123T0000-publication-upload-mode.js";
import * as resetLinkSentAt from "./20261123T0010-reset-link-sent-at.js";
import * as documentTexts from "./20261123T0100-document-texts.js";
import * as oaiTombstones from "./20261123T0200-oai-tombstones.js";
import * as postStats from "./20261123T0400-post-stats.js";
import * as fullTextAccess from "./20261123T0500-full-text-access.js";
import * as notifications from "./20261123T0510-notifications.js";
import * as profileExtras from "./20261123T0600-profile-extras.js";
import * as postThumbnails from "./20261123T0610-post-thumbnails.js";
import * as researchSearch from "./20261124T0100-research-search.js";
import * as bibliographicMetadata from "./20261124T0200-bibliographic-metadata.js";
import * as weeklyDigests from "./20261124T0600-weekly-digests.js";
import * as publicationEtAl from "./20261127T0100-publication-et-al.js";
import * as publicationIsbn from "./20261127T0100-publication-isbn.js";
import * as authorshipConsent from "./20261127T1600-authorship-consent.js";
import * as statsAddressReaders from "./20261127T1600-stats-address-readers.js";
import * as sentFullTextVersion from "./20261127T1610-sent-full-text-version.js";
import * as documentNames from "./20261127T1620-document-names.js";
import * as oneProfilePerOrcid from "./20261127T1700-one-profile-per-orcid.js";
import * as oneReadsCounter from "./20261127T2000-one-reads-counter.js";
import * as metadataOnlyPublications from "./20261127T2100-metadata-only-publications.js";
import * as publicationDatePrecision from "./20261127T2200-publication-date-precision.js";
import * as searchRumIndex from "./20261129T0100-search-rum-index.js";
import * as memberPostCounts from "./20261129T0200-member-post-counts.js";
import * as federationActors from "./20261129T0300-federation-actors.js";
import * as federationFollowers from "./20261129T0400-federation-followers.js";
import * as federationReactions from "./20261130T0100-federation-reactions.js";
import * as federationComments from "./20261130T0200-federation-comments.js";
import * as federationFollowing from "./20261130T0300-federation-following.js";
import * as followingPostCounts from "./20261130T0400-following-post-counts.js";
import * as searchKindYearIndex from "./20261130T0500-search-kind-year-index.js";
import * as postAuthorNewestIndex from "./20261201T0100-post-author-newest-index.js";

export const migrations: Record<string, Migration> = {
  "20261122T0000-initial": initial,
  "20261122T0100-search-and-feed": searchAndFeed,
  "20261122T0300-post-counts": postCounts,
  "20261122T0310-people-search": peopleSearch,
  "20261123T0000-publication-upload-mode": publicationUploadMode,
  "20261123T0010-reset-link-sent-at": resetLinkSentAt,
  "20261123T0100-document-texts": documentTexts,
  "20261123T0200-oai-tombstones": oaiTombstones,
  "20261123T0400-post-stats": postStats,
  "20261123T0500-full-text-access": fullTextAccess,
  "20261123T0510-notifications": notifications,
  "20261123T0600-profile-extras": profileExtras,
  "20261123T0610-post-thumbnails": postThumbnails,
  "20261124T0100-research-search": researchSearch,
  "20261124T0200-bibliographic-metadata": bibliographicMetadata,
  "20261124T0600-weekly-digests": weeklyDigests,
  "20261127T0100-publication-et-al": publicationEtAl,
  "20261127T0100-publication-isbn": publicationIsbn,
  "20261127T1600-authorship-consent": authorshipConsent,
  "20261127T1600-stats-address-readers": statsAddressReaders,
  "20261127T1610-sent-full-text-version": sentFullTextVersion,
  "20261127T1620-document-names": documentNames,
  "20261127T1700-one-profile-per-orcid": oneProfilePerOrcid,
  "20261127T2000-one-reads-counter": oneReadsCounter,
  "20261127T2100-metadata-only-publications": metadataOnlyPublications,
  "20261127T2200-publication-date-precision": publicationDatePrecision,
  "20261129T0100-search-rum-index": searchRumIndex,
  "20261129T0200-member-post-counts": memberPostCounts,
  "20261129T0300-federation-actors": federationActors,
  "20261129T0400-federation-followers": federationFollowers,
  "20261130T0100-federation-reactions": federationReactions,
  "20261130T0200-federation-comments": federationComments,
  "20261130T0300-federation-following": federationFollowing,
  "20261130T0400-following-post-counts": followingPostCounts,
  "20261130T0500-search-kind-year-index": searchKindYearIndex,
  "20261201T0100-post-author-newest-index": postAuthorNewestIndex,
};
