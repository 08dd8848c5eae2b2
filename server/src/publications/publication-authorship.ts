// Who a publication is by: the ordered author list a member sends (or the spec's `author` string), with
// member co-authors checked and the publishing member always among them.
import { PUBLICATION_MESSAGES, type PublicationAuthor, type SentAuthor } from "@scholarly/contract";
import type { DomainEvents } from "../events/domain-events.js";
import { badRequest } from "../http/http-error.js";
import type { ProfileStore, ProfileSummaryRow } from "../profiles/profile-store.js";
import type { StoredAuthor } from "./publication-authors-store.js";

export interface Authorship {
  authors: PublicationAuthor[];
  /** The spec's `author`: the names joined with ', '. */
  display: string;
}

type Publisher = Pick<ProfileSummaryRow, "id" | "name"> & { orcid?: string | null };

const joined = (authors: readonly PublicationAuthor[]) => authors.map((author) => author.name).join(", ");

/** A list whose members all exist, each named once; the publishing member is put first when left out. */
async function fromList(profiles: ProfileStore, sent: readonly SentAuthor[], publisher: Publisher) {
  const memberIds = sent.flatMap((author) => (author.profile_id ? [author.profile_id] : []));
  if (new Set(memberIds).size !== memberIds.length) {
    throw badRequest(PUBLICATION_MESSAGES.repeatedCoauthor, { authors: PUBLICATION_MESSAGES.repeatedCoauthor });
  }
  const members = new Map((await profiles.summariesByIds(memberIds)).map((profile) => [profile.id, profile]));
  const authors = sent.map((author): PublicationAuthor => {
    const member = author.profile_id ? members.get(author.profile_id) : undefined;
    if (author.profile_id && !member) {
      throw badRequest(PUBLICATION_MESSAGES.unknownCoauthor, { authors: PUBLICATION_MESSAGES.unknownCoauthor });
    }
    return { name: author.name || member?.name || "", orcid: author.orcid ?? null, profile_id: member?.id ?? null };
  });
  if (!memberIds.includes(publisher.id)) {
    authors.unshift({ name: publisher.name, orcid: publisher.orcid ?? null, profile_id: publisher.id });
  }
  return authors;
}

/** The spec's display string as typed; the name matching the member's is linked to their profile. */
function fromDisplayString(display: string, publisher: Publisher): PublicationAuthor[] {
  let linked = false;
  return display
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name.length > 0)
    .map((name) => {
      const isPublisher = !linked && name.toLowerCase() === publisher.name.toLowerCase();
      linked ||= isPublisher;
      return { name, orcid: null, profile_id: isPublisher ? publisher.id : null };
    });
}

/**
 * The authors from what was sent: `authors` when given (not empty), else the `author` string, else the
 * member alone. Answers undefined when neither was sent (an edit leaving the authors as they are).
 */
export async function resolveAuthorship(
  profiles: ProfileStore,
  sent: { authors?: SentAuthor[]; author?: string },
  publisher: Publisher,
): Promise<Authorship | undefined> {
  if (sent.authors === undefined && sent.author === undefined) return undefined;
  const authors = sent.authors?.length
    ? await fromList(profiles, sent.authors, publisher)
    : sent.author
      ? fromDisplayString(sent.author, publisher)
      : [];
  if (authors.length === 0)
    authors.push({ name: publisher.name, orcid: publisher.orcid ?? null, profile_id: publisher.id });
  // The legacy string is kept as typed, so clients of the spec read back what they sent.
  const display = sent.authors?.length || !sent.author ? joined(authors) : sent.author;
  return { authors, display };
}

/**
 * The list to store: the publisher's own entry confirmed, every other member's link as it stood (confirmed
 * stays confirmed) or pending. A pending member is answered as plain text, so an edit that sends that name
 * back unlinked keeps the open request instead of dropping it.
 */
export function withConsent(
  authors: readonly PublicationAuthor[],
  before: readonly StoredAuthor[],
  publisherProfileId: number,
): StoredAuthor[] {
  const statusBefore = new Map(
    before.flatMap((author) => (author.profile_id ? [[author.profile_id, author.status]] : [])),
  );
  const named = new Set(authors.flatMap((author) => (author.profile_id ? [author.profile_id] : [])));
  const pendingByName = before.filter(
    (author) => author.profile_id && author.status === "pending" && !named.has(author.profile_id),
  );
  return authors.map((author): StoredAuthor => {
    if (author.profile_id === null) {
      const kept = pendingByName.findIndex((pending) => pending.name === author.name);
      if (kept < 0) return { ...author, status: "pending" };
      const [pending] = pendingByName.splice(kept, 1);
      return { ...author, profile_id: pending?.profile_id ?? null, status: "pending" };
    }
    if (author.profile_id === publisherProfileId) return { ...author, status: "confirmed" };
    return { ...author, status: statusBefore.get(author.profile_id) ?? "pending" };
  });
}

/** The member co-authors a new author list adds, leaving out the publisher: each is told so. */
export function addedCoauthors(
  before: readonly PublicationAuthor[],
  after: readonly PublicationAuthor[],
  publisherProfileId: number,
): number[] {
  const already = new Set(before.map((author) => author.profile_id));
  return after.flatMap((author) =>
    author.profile_id && author.profile_id !== publisherProfileId && !already.has(author.profile_id)
      ? [author.profile_id]
      : [],
  );
}

/** Tells each newly named member co-author (the notifications code makes a `coauthor` notification of it). */
export async function announceCoauthors(
  { profiles, events }: { profiles: ProfileStore; events: DomainEvents },
  publication: { id: number; addedByUserId: number },
  profileIds: readonly number[],
): Promise<void> {
  for (const coauthor of await profiles.summariesByIds(profileIds)) {
    events.publish({
      type: "coauthor.added",
      kind: "publication",
      postId: publication.id,
      userId: coauthor.user_id,
      addedByUserId: publication.addedByUserId,
    });
  }
}
